import { ComingLater } from '../../../components/ui/coming-later';

export default function UserProfilePage() {
  return <ComingLater title="Profile" feature="Viewing other people's profiles" backTo="/recipes" />;
}
