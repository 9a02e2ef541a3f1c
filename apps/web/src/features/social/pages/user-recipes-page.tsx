import { ComingLater } from '../../../components/ui/coming-later';

export default function UserRecipesPage() {
  return <ComingLater title="Recipes" feature="Browsing a friend's recipes" backTo="/recipes" />;
}
