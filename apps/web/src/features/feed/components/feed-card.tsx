import type { Recipe } from '@mise/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useToast } from '../../../components/ui/toast';
import { asApiError } from '../../../lib/api-base-query';
import { copyPayload, ownerName, RecipeImage, useCreateRecipeMutation } from '../../recipes';
import { useLazyGetFullRecipeQuery } from '../api/feed-api';
import { formatDay, useTranslation } from '../../../lib/i18n';

/** Spec section 4: 'Want to make?' saves the viewer's own to-make copy and opens it. */
function WantToMake({ recipe }: { recipe: Recipe }) {
  const [getFull] = useLazyGetFullRecipeQuery();
  const [create] = useCreateRecipeMutation();
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation();

  const save = async () => {
    setBusy(true);
    try {
      const full = await getFull(recipe.id).unwrap();
      const copy = await create(copyPayload(full)).unwrap();
      toast(t('detail.savedCopy'), 'success');
      await navigate(`/recipe/${copy.id ?? copy._id}`);
    } catch (error) {
      toast(t('detail.saveCopyFailed', { message: asApiError(error)?.message ?? String(error) }), 'error');
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className="btn btn--primary btn--small"
      disabled={busy}
      aria-label={t('feed.wantToMake', { title: recipe.title })}
      onClick={() => void save()}
    >
      {t('detail.wantToMake')}
    </button>
  );
}

function postedOn(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDay(iso, { year: undefined });
}

/** One friend's recipe: photo, title, who shared it and when, and Want to make?. */
export function FeedCard({ recipe }: { recipe: Recipe }) {
  const owner = ownerName(recipe);
  const when = postedOn(recipe.created_at);
  return (
    <li className="feed-card">
      <Link to={`/recipe/${recipe.id}`} className="feed-card__link">
        <RecipeImage className="feed-card__image" src={recipe.image} alt={recipe.title} />
        <span className="feed-card__title">{recipe.title}</span>
      </Link>
      <div className="feed-card__footer">
        <p className="feed-card__owner">
          {owner && <Link to={`/profile/${recipe.user_id}`}>{owner}</Link>}
          {when && <span className="feed-card__when"> · {when}</span>}
        </p>
        <WantToMake recipe={recipe} />
      </div>
    </li>
  );
}
