import type { Recipe } from '@mise/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { Stars } from '../../../components/ui/stars';
import { useToast } from '../../../components/ui/toast';
import { asApiError } from '../../../lib/api-base-query';
import { useGetProfileQuery } from '../../auth';
import { useGetRecipeQuery } from '../api/recipes-api';
import { RecipeImage } from '../components/recipe-image';
import { CookingMode } from '../components/cooking-mode';
import { NutritionCard } from '../components/nutrition-card';
import { OwnerControls } from '../components/owner-controls';
import { SaveCopyButton } from '../components/save-copy-button';
import { IngredientList } from '../components/ingredient-list';
import { formatDuration } from '@mise/recipe-text';
import { ownerName, shortName } from '../recipe-display';
import './recipe-detail-page.css';

function errorMessage(status: unknown): string {
  if (status === 404) return 'Recipe not found';
  if (status === 401) return 'Authentication failed. Please try logging out and in again.';
  if (status === 'NO_TOKEN') return 'Authentication required to view recipe';
  return 'Failed to load recipe';
}

function ownerProfilePath(recipe: Recipe, myId: number | undefined): string {
  if (recipe.original_owner_user_id) return `/profile/${recipe.original_owner_user_id}`;
  if (recipe.user_id === myId) return '/profile';
  return `/profile/${recipe.user_id}`;
}

function PencilIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d="M4 20h4L19 9l-4-4L4 16z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export default function RecipeDetailPage() {
  const params = useParams();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const {
    data: recipe,
    error,
    isLoading,
  } = useGetRecipeQuery(id, { skip: !validId, refetchOnMountOrArgChange: true });
  const { data: profile } = useGetProfileQuery();
  const toast = useToast();
  const [cooking, setCooking] = useState(false);

  if (!validId || error) {
    const status = validId ? asApiError(error)?.status : 404;
    return (
      <div className="detail">
        <PageHeader title="Recipe" backTo="/recipes" backLabel="Back to recipes" />
        <div className="alert alert--error detail__error" role="alert">
          <p>{errorMessage(status)}</p>
          <Link to="/recipes">Back to recipes</Link>
        </div>
      </div>
    );
  }

  if (isLoading || !recipe) {
    return (
      <div className="detail">
        <PageHeader title="Recipe" backTo="/recipes" backLabel="Back to recipes" />
        <div className="detail__loading" role="status">
          Loading recipe…
        </div>
      </div>
    );
  }

  const isOwner = profile !== undefined && recipe.user_id === profile.id;
  const owner = shortName(ownerName(recipe));
  const pill = [owner, recipe.source ? `(${recipe.source})` : ''].filter(Boolean).join(' ');
  const showTimes = recipe.prep_time_minutes > 0 || recipe.cook_time_minutes > 0;

  const share = async () => {
    const url = window.location.href;
    try {
      if (navigator.share) {
        await navigator.share({ title: recipe.title, url });
        toast('Successfully shared!', 'success');
      } else if (navigator.clipboard) {
        await navigator.clipboard.writeText(url);
        toast('Link copied to clipboard!', 'success');
      } else {
        toast('Could not share. Try copying the URL manually.', 'error');
      }
    } catch (caught) {
      if (caught instanceof Error && caught.name === 'AbortError') toast('Sharing was cancelled.');
      else toast('Could not share. Try copying the URL manually.', 'error');
    }
  };

  return (
    <div className="detail">
      <PageHeader
        title={<h1 className="detail__title">{recipe.title}</h1>}
        backTo="/recipes"
        backLabel="Back to recipes"
        actions={
          isOwner && (
            <Link to={`/create-recipe/${recipe.id}`} className="icon-button" aria-label="Edit recipe">
              <PencilIcon />
            </Link>
          )
        }
      />

      <Link
        to={ownerProfilePath(recipe, profile?.id)}
        className="detail__hero"
        aria-label={`Open ${owner || 'owner'}'s profile`}
      >
        <RecipeImage className="detail__hero-image" src={recipe.image} alt={recipe.title} />
        {pill && <span className="detail__owner-pill">{pill}</span>}
      </Link>

      <div className="detail__content">
        {isOwner ? (
          <OwnerControls key={`${recipe.id}-${recipe.updated_at}`} recipe={recipe} />
        ) : (
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
            {profile && <SaveCopyButton recipe={recipe} />}
          </section>
        )}

        {recipe.description && <p className="detail__description">{recipe.description}</p>}

        <div className="detail__actions">
          <button
            type="button"
            className="round-action"
            onClick={() =>
              recipe.method.length ? setCooking(true) : toast('This recipe has no steps to cook yet.')
            }
          >
            <span className="round-action__icon" aria-hidden="true">
              🍳
            </span>
            <span>Cook</span>
          </button>
          <button
            type="button"
            className="round-action"
            onClick={() => toast('The shopping list arrives in a later release.')}
          >
            <span className="round-action__icon" aria-hidden="true">
              🛒
            </span>
            <span>Shop</span>
          </button>
          <button type="button" className="round-action" onClick={() => void share()}>
            <span className="round-action__icon" aria-hidden="true">
              ↗
            </span>
            <span>Share</span>
          </button>
        </div>

        {showTimes && (
          <div className="time-cards">
            <div className="time-card">
              <span className="time-card__label">Prep</span>
              <span className="time-card__value">{formatDuration(recipe.prep_time_minutes)}</span>
            </div>
            <div className="time-card">
              <span className="time-card__label">Cook</span>
              <span className="time-card__value">{formatDuration(recipe.cook_time_minutes)}</span>
            </div>
          </div>
        )}

        <IngredientList ingredients={recipe.ingredients} servings={recipe.servings} />

        <section className="detail__section" aria-labelledby="steps-heading">
          <div className="detail__section-head">
            <h2 id="steps-heading">Steps</h2>
            {recipe.method.length > 0 && (
              <button type="button" className="btn btn--small btn--primary" onClick={() => setCooking(true)}>
                Start Cooking
              </button>
            )}
          </div>
          {recipe.method.length === 0 ? (
            <p className="muted">No steps yet.</p>
          ) : (
            <ol className="steps">
              {recipe.method.map((step, index) => (
                <li key={index} className="steps__item">
                  <span className="steps__number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <p>{step}</p>
                </li>
              ))}
            </ol>
          )}
        </section>

        {recipe.notes && (
          <section className="detail__section card card--note" aria-labelledby="notes-heading">
            <h2 id="notes-heading">Cooking Notes</h2>
            <p className="detail__notes">{recipe.notes}</p>
          </section>
        )}

        <NutritionCard nutrition={recipe.nutrition} />
      </div>
      {cooking && (
        <CookingMode title={recipe.title} steps={recipe.method} onClose={() => setCooking(false)} />
      )}
    </div>
  );
}
