import { ComingLater } from '../../../components/ui/coming-later';

export default function ShoppingPage() {
  return <ComingLater title="Shopping List" feature="The shopping list" />;
}
