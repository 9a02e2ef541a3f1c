import { ComingLater } from '../../../components/ui/coming-later';

export default function HouseholdPage() {
  return <ComingLater title="Household" feature="Households" backTo="/profile" />;
}
