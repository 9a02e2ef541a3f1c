import { ChefHat, Share2, ShoppingCart } from 'lucide-react';
import { useToast } from '../../../components/ui/toast';
import { useShareRecipe } from '../hooks/use-share-recipe';
import { useTranslation } from '../../../lib/i18n';

interface RecipeActionsProps {
  title: string;
  hasSteps: boolean;
  onCook: () => void;
  onShop: () => void;
}

/** The round Cook, Shop and Share buttons under the description. */
export function RecipeActions({ title, hasSteps, onCook, onShop }: RecipeActionsProps) {
  const toast = useToast();
  const share = useShareRecipe(title);
  const { t } = useTranslation();
  return (
    <div className="detail__actions">
      <button
        type="button"
        className="round-action"
        onClick={() => (hasSteps ? onCook() : toast(t('detail.noStepsToCook')))}
      >
        <span className="round-action__icon">
          <ChefHat size={24} />
        </span>
        <span>{t('detail.cook')}</span>
      </button>
      <button type="button" className="round-action" onClick={onShop}>
        <span className="round-action__icon">
          <ShoppingCart size={24} />
        </span>
        <span>{t('detail.shop')}</span>
      </button>
      <button type="button" className="round-action" onClick={() => void share()}>
        <span className="round-action__icon">
          <Share2 size={24} />
        </span>
        <span>{t('detail.share')}</span>
      </button>
    </div>
  );
}
