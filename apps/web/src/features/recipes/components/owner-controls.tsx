import type { Recipe } from '@mise/contracts';
import { useState } from 'react';
import { BottomSheet, SheetOption } from '../../../components/ui/bottom-sheet';
import { StarInput } from '../../../components/ui/star-input';
import { Stars } from '../../../components/ui/stars';
import { useToast } from '../../../components/ui/toast';
import { serverErrorText } from '../../../lib/api-base-query';
import { useUpdateRecipeMutation } from '../api/recipes-api';

const STATUS_LABEL: Record<Recipe['status'], string> = { 'to-make': 'To make', made: 'Made' };
const PRIVACY_LABEL: Record<Recipe['privacy'], string> = {
  public: 'Public',
  friends_only: 'Friends only',
  private: 'Private',
};
const PRIVACY_HINT: Record<Recipe['privacy'], string> = {
  public: 'Anyone who can see your recipes',
  friends_only: 'Only your friends',
  private: 'Only you',
};

/** The owner's rating card with status and privacy buttons, and the three sheets they open. */
export function OwnerControls({ recipe }: { recipe: Recipe }) {
  const toast = useToast();
  const [update, { isLoading }] = useUpdateRecipeMutation();
  const [sheet, setSheet] = useState<'rating' | 'status' | 'privacy' | null>(null);
  const [rating, setRating] = useState(recipe.your_rating ?? 0);
  const [notes, setNotes] = useState(recipe.notes);

  const close = () => setSheet(null);

  const openRating = () => {
    setRating(recipe.your_rating ?? 0);
    setNotes(recipe.notes);
    setSheet('rating');
  };

  const saveRating = async () => {
    try {
      // Spec section 4: a rating above 0 means made, 0 means to make.
      await update({
        id: recipe.id,
        body: { your_rating: rating, notes, status: rating > 0 ? 'made' : 'to-make' },
      }).unwrap();
      close();
      toast('Rating saved', 'success');
    } catch (error) {
      toast(`Failed to update rating: ${serverErrorText(error)}`, 'error');
    }
  };

  const setStatus = async (status: Recipe['status']) => {
    close();
    if (status === recipe.status) return;
    try {
      await update({ id: recipe.id, body: { status } }).unwrap();
    } catch (error) {
      toast(`Failed to update status: ${serverErrorText(error)}`, 'error');
    }
  };

  const setPrivacy = async (privacy: Recipe['privacy']) => {
    close();
    if (privacy === recipe.privacy) return;
    try {
      await update({ id: recipe.id, body: { privacy } }).unwrap();
    } catch (error) {
      toast(`Failed to update privacy: ${serverErrorText(error)}`, 'error');
    }
  };

  return (
    <>
      <section className="card detail__rating" aria-label="Rating">
        <button type="button" className="detail__rate" onClick={openRating}>
          <span className="detail__label">Your rating</span>
          {recipe.your_rating ? (
            <Stars rating={recipe.your_rating} size={22} />
          ) : (
            <span className="detail__rate-cta">Tap to rate</span>
          )}
          {/* The visible words lead the name (WCAG 2.5.3); what the button does follows. */}
          <span className="visually-hidden">, update rating and notes</span>
        </button>
        <div className="detail__chips">
          <button
            type="button"
            className={`status-badge status-badge--${recipe.status}`}
            aria-label={`Recipe status: ${STATUS_LABEL[recipe.status]}`}
            onClick={() => setSheet('status')}
          >
            {STATUS_LABEL[recipe.status]}
          </button>
          <button
            type="button"
            className="privacy-badge"
            aria-label={`Recipe privacy: ${PRIVACY_LABEL[recipe.privacy]}`}
            onClick={() => setSheet('privacy')}
          >
            {PRIVACY_LABEL[recipe.privacy]}
          </button>
        </div>
      </section>

      <BottomSheet open={sheet === 'rating'} title="Update Rating & Notes" onClose={close}>
        <StarInput value={rating} onChange={setRating} />
        <label className="field">
          <span className="field__label">Notes</span>
          <textarea
            className="field__input field__textarea"
            rows={3}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
        </label>
        <button
          type="button"
          className="btn btn--primary btn--block sheet__save"
          disabled={isLoading}
          onClick={() => void saveRating()}
        >
          Save
        </button>
      </BottomSheet>

      <BottomSheet open={sheet === 'status'} title="Recipe Status" onClose={close}>
        {(['to-make', 'made'] as const).map((status) => (
          <SheetOption
            key={status}
            label={STATUS_LABEL[status]}
            selected={recipe.status === status}
            onClick={() => void setStatus(status)}
          />
        ))}
      </BottomSheet>

      <BottomSheet open={sheet === 'privacy'} title="Recipe Privacy" onClose={close}>
        {(['public', 'friends_only', 'private'] as const).map((privacy) => (
          <SheetOption
            key={privacy}
            label={PRIVACY_LABEL[privacy]}
            hint={PRIVACY_HINT[privacy]}
            selected={recipe.privacy === privacy}
            onClick={() => void setPrivacy(privacy)}
          />
        ))}
      </BottomSheet>
    </>
  );
}
