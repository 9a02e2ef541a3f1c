import { CalendarPlus, ChefHat, Share2, ShoppingCart } from 'lucide-react';
import { useToast } from '../../../components/ui/toast';
import { useShareRecipe } from '../hooks/use-share-recipe';

interface RecipeActionsProps {
  title: string;
  hasSteps: boolean;
  onCook: () => void;
  onShop: () => void;
  onPlan: () => void;
}

/** The round Cook, Shop, Plan and Share buttons under the description. */
export function RecipeActions({ title, hasSteps, onCook, onShop, onPlan }: RecipeActionsProps) {
  const toast = useToast();
  const share = useShareRecipe(title);
  return (
    <div className="detail__actions">
      <button
        type="button"
        className="round-action"
        onClick={() => (hasSteps ? onCook() : toast('This recipe has no steps to cook yet.'))}
      >
        <span className="round-action__icon">
          <ChefHat size={24} />
        </span>
        <span>Cook</span>
      </button>
      <button type="button" className="round-action" onClick={onShop}>
        <span className="round-action__icon">
          <ShoppingCart size={24} />
        </span>
        <span>Shop</span>
      </button>
      <button type="button" className="round-action" onClick={onPlan}>
        <span className="round-action__icon">
          <CalendarPlus size={24} />
        </span>
        <span>Plan</span>
      </button>
      <button type="button" className="round-action" onClick={() => void share()}>
        <span className="round-action__icon">
          <Share2 size={24} />
        </span>
        <span>Share</span>
      </button>
    </div>
  );
}
