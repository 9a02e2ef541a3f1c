import type { Recipe } from '@mise/contracts';
import { useState } from 'react';
import { BottomSheet, SheetOption } from '../../../components/ui/bottom-sheet';
import { StarInput } from '../../../components/ui/star-input';
import { Stars } from '../../../components/ui/stars';
import { useToast } from '../../../components/ui/toast';
import { serverErrorText } from '../../../lib/api-base-query';
import { useUpdateRecipeMutation } from '../api/recipes-api';
import { useTranslation } from '../../../lib/i18n';

const STATUS_LABEL = { 'to-make': 'detail.status.toMake', made: 'detail.status.made' } as const;
const PRIVACY_LABEL = {
  public: 'detail.privacy.public',
  friends_only: 'detail.privacy.friendsOnly',
  private: 'detail.privacy.private',
} as const;
const PRIVACY_HINT = {
  public: 'detail.privacy.publicHint',
  friends_only: 'detail.privacy.friendsOnlyHint',
  private: 'detail.privacy.privateHint',
} as const;

/** The owner's rating card with status and privacy buttons, and the three sheets they open. */
export function OwnerControls({ recipe }: { recipe: Recipe }) {
  const toast = useToast();
  const { t } = useTranslation();
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
      toast(t('detail.ratingSaved'), 'success');
    } catch (error) {
      toast(t('detail.ratingFailed', { message: serverErrorText(error) }), 'error');
    }
  };

  const setStatus = async (status: Recipe['status']) => {
    close();
    if (status === recipe.status) return;
    try {
      await update({ id: recipe.id, body: { status } }).unwrap();
    } catch (error) {
      toast(t('detail.statusFailed', { message: serverErrorText(error) }), 'error');
    }
  };

  const setPrivacy = async (privacy: Recipe['privacy']) => {
    close();
    if (privacy === recipe.privacy) return;
    try {
      await update({ id: recipe.id, body: { privacy } }).unwrap();
    } catch (error) {
      toast(t('detail.privacyFailed', { message: serverErrorText(error) }), 'error');
    }
  };

  return (
    <>
      <section className="card detail__rating" aria-label={t('detail.rating')}>
        <button type="button" className="detail__rate" onClick={openRating}>
          <span className="detail__label">{t('detail.yourRating')}</span>
          {recipe.your_rating ? (
            <Stars rating={recipe.your_rating} size={22} />
          ) : (
            <span className="detail__rate-cta">{t('detail.tapToRate')}</span>
          )}
          {/* The visible words lead the name (WCAG 2.5.3); what the button does follows. */}
          <span className="visually-hidden">{t('detail.updateRatingHidden')}</span>
        </button>
        <div className="detail__chips">
          <button
            type="button"
            className={`status-badge status-badge--${recipe.status}`}
            aria-label={t('detail.statusLabel', { status: t(STATUS_LABEL[recipe.status]) })}
            onClick={() => setSheet('status')}
          >
            {t(STATUS_LABEL[recipe.status])}
          </button>
          <button
            type="button"
            className="privacy-badge"
            aria-label={t('detail.privacyLabel', { privacy: t(PRIVACY_LABEL[recipe.privacy]) })}
            onClick={() => setSheet('privacy')}
          >
            {t(PRIVACY_LABEL[recipe.privacy])}
          </button>
        </div>
      </section>

      <BottomSheet open={sheet === 'rating'} title={t('detail.updateRatingTitle')} onClose={close}>
        <StarInput value={rating} onChange={setRating} />
        <label className="field">
          <span className="field__label">{t('detail.notes')}</span>
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
          {t('common.save')}
        </button>
      </BottomSheet>

      <BottomSheet open={sheet === 'status'} title={t('detail.statusTitle')} onClose={close}>
        {(['to-make', 'made'] as const).map((status) => (
          <SheetOption
            key={status}
            label={t(STATUS_LABEL[status])}
            selected={recipe.status === status}
            onClick={() => void setStatus(status)}
          />
        ))}
      </BottomSheet>

      <BottomSheet open={sheet === 'privacy'} title={t('detail.privacyTitle')} onClose={close}>
        {(['public', 'friends_only', 'private'] as const).map((privacy) => (
          <SheetOption
            key={privacy}
            label={t(PRIVACY_LABEL[privacy])}
            hint={t(PRIVACY_HINT[privacy])}
            selected={recipe.privacy === privacy}
            onClick={() => void setPrivacy(privacy)}
          />
        ))}
      </BottomSheet>
    </>
  );
}
