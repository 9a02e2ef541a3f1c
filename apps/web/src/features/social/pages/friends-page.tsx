import { ComingLater } from '../../../components/ui/coming-later';

export default function FriendsPage() {
  return <ComingLater title="Friends" feature="Friends" backTo="/profile" />;
}
