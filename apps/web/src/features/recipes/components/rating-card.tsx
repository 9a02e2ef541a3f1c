import type { Recipe } from '@mise/contracts';
import { Stars } from '../../../components/ui/stars';
import { SaveCopyButton } from './save-copy-button';

/** What a visitor who does not own the recipe sees of its rating, with 'Save a copy' when signed in. */
export function RatingCard({ recipe, canSave }: { recipe: Recipe; canSave: boolean }) {
  return (
    <section className="card detail__rating" aria-label="Rating">
      <div>
        <p className="detail__label">Rating</p>
        {recipe.your_rating === null ? (
          <p className="muted">Not rated yet</p>
        ) : (
          <Stars rating={recipe.your_rating} size={22} />
        )}
        {recipe.original_rating !== null && recipe.original_rating > 0 && (
          <p className="detail__original-rating">
            Original creator: <Stars rating={recipe.original_rating} size={14} />
          </p>
        )}
      </div>
      {canSave && <SaveCopyButton recipe={recipe} />}
    </section>
  );
}
