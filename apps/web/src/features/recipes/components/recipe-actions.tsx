import type { Recipe } from '@mise/contracts';
import { CalendarPlus, ChefHat, Printer, Share2, ShoppingCart, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { serverErrorText } from '../../../lib/api-base-query';
import { useTranslation } from '../../../lib/i18n';
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
const SEEN_NOW = {
  private: 'detail.makePublic.seenNowPrivate',
  friends_only: 'detail.makePublic.seenNowFriends',
} as const satisfies Record<Exclude<Recipe['privacy'], 'public'>, string>;

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
  const { t } = useTranslation();
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
      toast(t('detail.privacyFailed', { message: serverErrorText(error) }), 'error');
    }
  };

  return (
    <div className="detail__actions">
      <RoundAction
        label={t('detail.cook')}
        Icon={ChefHat}
        onClick={() => (recipe.method.length > 0 ? onCook() : toast(t('detail.noStepsToCook')))}
      />
      <RoundAction label={t('detail.shop')} Icon={ShoppingCart} onClick={onShop} />
      <RoundAction label={t('detail.plan')} Icon={CalendarPlus} onClick={onPlan} />
      <RoundAction label={t('detail.share')} Icon={Share2} onClick={onShare} />
      <RoundAction label={t('detail.print')} Icon={Printer} onClick={() => window.print()} />
      {recipe.privacy !== 'public' && (
        <ConfirmDialog
          open={offer}
          title={t('detail.makePublic.title')}
          message={`${t(SEEN_NOW[recipe.privacy])} ${t('detail.makePublic.seenWhenPublic')}`}
          confirmLabel={t('detail.makePublic.confirm')}
          busy={isLoading}
          alternative={{
            label: t('detail.makePublic.shareWithout'),
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
