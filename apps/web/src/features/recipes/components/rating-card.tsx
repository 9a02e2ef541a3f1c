import type { Recipe } from '@mise/contracts';
import { Stars } from '../../../components/ui/stars';
import { SaveCopyButton } from './save-copy-button';
import { useTranslation } from '../../../lib/i18n';

/** What a visitor who does not own the recipe sees of its rating, with 'Save a copy' when signed in. */
export function RatingCard({ recipe, canSave }: { recipe: Recipe; canSave: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="card detail__rating" aria-label={t('detail.rating')}>
      <div>
        <p className="detail__label">{t('detail.rating')}</p>
        {recipe.your_rating === null ? (
          <p className="muted">{t('detail.notRated')}</p>
        ) : (
          <Stars rating={recipe.your_rating} size={22} />
        )}
        {recipe.original_rating !== null && recipe.original_rating > 0 && (
          <p className="detail__original-rating">
            {t('detail.originalCreator')} <Stars rating={recipe.original_rating} size={14} />
          </p>
        )}
      </div>
      {canSave && <SaveCopyButton recipe={recipe} />}
    </section>
  );
}
