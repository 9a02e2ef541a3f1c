import type { Recipe } from '@mise/contracts';
import { CalendarPlus, ChefHat, Printer, Share2, ShoppingCart, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { serverErrorText } from '../../../lib/api-base-query';
import { useUpdateRecipeMutation } from '../api/recipes-api';
import { shareLink, useShareLink } from '../hooks/use-share-recipe';

interface RecipeActionsProps {
  recipe: Recipe;
  isOwner: boolean;
  onCook: () => void;
  onShop: () => void;
  onPlan: () => void;
}

/** Who sees a recipe now, said before its owner is offered to make it public. */
const SEEN_NOW: Record<Exclude<Recipe['privacy'], 'public'>, string> = {
  private: 'Only you can see this recipe now.',
  friends_only: 'Only your friends can see this recipe now.',
};
const SEEN_WHEN_PUBLIC =
  'Made public, anyone with the link can open it, without an account, and everyone on Mise can find it.';

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

/** The round Cook, Shop, Plan, Share and Print buttons under the description. */
export function RecipeActions({ recipe, isOwner, onCook, onShop, onPlan }: RecipeActionsProps) {
  const toast = useToast();
  const shareUrl = useShareLink();
  const [update, { isLoading }] = useUpdateRecipeMutation();
  const [offer, setOffer] = useState(false);
  const share = (privacy: Recipe['privacy']) =>
    void shareUrl(recipe.title, shareLink({ id: recipe.id, privacy }));

  const onShare = () => {
    if (isOwner && recipe.privacy !== 'public') setOffer(true);
    else share(recipe.privacy);
  };
  const makePublic = async () => {
    try {
      await update({ id: recipe.id, body: { privacy: 'public' } }).unwrap();
      setOffer(false);
      share('public');
    } catch (error) {
      toast(`Failed to update privacy: ${serverErrorText(error)}`, 'error');
    }
  };

  return (
    <div className="detail__actions">
      <RoundAction
        label="Cook"
        Icon={ChefHat}
        onClick={() => (recipe.method.length > 0 ? onCook() : toast('This recipe has no steps to cook yet.'))}
      />
      <RoundAction label="Shop" Icon={ShoppingCart} onClick={onShop} />
      <RoundAction label="Plan" Icon={CalendarPlus} onClick={onPlan} />
      <RoundAction label="Share" Icon={Share2} onClick={onShare} />
      <RoundAction label="Print" Icon={Printer} onClick={() => window.print()} />
      {recipe.privacy !== 'public' && (
        <ConfirmDialog
          open={offer}
          title="Make this recipe public?"
          message={`${SEEN_NOW[recipe.privacy]} ${SEEN_WHEN_PUBLIC}`}
          confirmLabel="Make public and share"
          busy={isLoading}
          alternative={{
            label: 'Share without making it public',
            onClick: () => {
              setOffer(false);
              share(recipe.privacy);
            },
          }}
          onConfirm={() => void makePublic()}
          onCancel={() => setOffer(false)}
        />
      )}
    </div>
  );
}
