import { CalendarPlus, ChefHat, Share2, ShoppingCart, type LucideIcon } from 'lucide-react';
import { useToast } from '../../../components/ui/toast';
import { useShareRecipe } from '../hooks/use-share-recipe';

interface RecipeActionsProps {
  title: string;
  hasSteps: boolean;
  onCook: () => void;
  onShop: () => void;
  onPlan: () => void;
}

function RoundAction({ label, Icon, onClick }: { label: string; Icon: LucideIcon; onClick: () => void }) {
  return (
    <button type="button" className="round-action" onClick={onClick}>
      <span className="round-action__icon">
        <Icon size={24} />
      </span>
      <span>{label}</span>
    </button>
  );
}

/** The round Cook, Shop, Plan and Share buttons under the description. */
export function RecipeActions({ title, hasSteps, onCook, onShop, onPlan }: RecipeActionsProps) {
  const toast = useToast();
  const share = useShareRecipe(title);
  return (
    <div className="detail__actions">
      <RoundAction
        label="Cook"
        Icon={ChefHat}
        onClick={() => (hasSteps ? onCook() : toast('This recipe has no steps to cook yet.'))}
      />
      <RoundAction label="Shop" Icon={ShoppingCart} onClick={onShop} />
      <RoundAction label="Plan" Icon={CalendarPlus} onClick={onPlan} />
      <RoundAction label="Share" Icon={Share2} onClick={() => void share()} />
    </div>
  );
}
