import { ComingLater } from '../../../components/ui/coming-later';

export default function FeedPage() {
  return <ComingLater title="Home" feature="The Home feed" />;
}
