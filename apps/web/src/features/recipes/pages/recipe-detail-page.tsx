import type { Recipe } from '@mise/contracts';
import { Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { asApiError, isAuthFailure } from '../../../lib/api-base-query';
import { useGetProfileQuery } from '../../auth';
import { dayLabel, MEAL_LABELS, PlanRecipeSheet } from '../../plan';
import { storePendingRecipe } from '../../shopping';
import { useToast } from '../../../components/ui/toast';
import { useGetRecipeQuery } from '../api/recipes-api';
import { ingredientText } from '../recipe-display';
import { CookingMode } from '../components/cooking-mode';
import { IngredientList } from '../components/ingredient-list';
import { NutritionCard } from '../components/nutrition-card';
import { OwnerControls } from '../components/owner-controls';
import { RatingCard } from '../components/rating-card';
import { RecipeActions } from '../components/recipe-actions';
import { RecipeHero } from '../components/recipe-hero';
import { useSaveOnArrival } from '../components/save-copy-button';
import { RecipeSteps } from '../components/recipe-steps';
import { TimeCards } from '../components/time-cards';
import './recipe-detail-page.css';
import { useTranslation } from '../../../lib/i18n';

function errorKey(error: unknown) {
  if (isAuthFailure(error)) return 'errors.authFailed';
  const status = asApiError(error)?.status;
  if (status === 404) return 'detail.notFound';
  if (status === 'NO_TOKEN') return 'detail.authRequired';
  return 'detail.loadFailed';
}

/** The page frame while there is no recipe to show: its header above a message. */
function DetailShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="detail">
      <PageHeader title={t('detail.title')} backTo="/recipes" backLabel={t('detail.backToRecipes')} />
      {children}
    </div>
  );
}

/** /recipe/{id} (spec section 3). */
export default function RecipeDetailPage() {
  const params = useParams();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const { t } = useTranslation();
  const {
    data: recipe,
    error,
    isLoading,
  } = useGetRecipeQuery(id, { skip: !validId, refetchOnMountOrArgChange: true });
  // Asked for alongside the recipe (not after it) so the owner's controls appear with it.
  useGetProfileQuery();

  if (!validId || error) {
    return (
      <DetailShell>
        <div className="alert alert--error detail__error" role="alert">
          <p>{t(validId ? errorKey(error) : 'detail.notFound')}</p>
          <Link to="/recipes">{t('detail.backToRecipes')}</Link>
        </div>
      </DetailShell>
    );
  }
  if (isLoading || !recipe) {
    return (
      <DetailShell>
        <div className="detail__loading" role="status">
          {t('detail.loading')}
        </div>
      </DetailShell>
    );
  }
  return <RecipeDetail recipe={recipe} />;
}

function RecipeDetail({ recipe }: { recipe: Recipe }) {
  const { data: profile } = useGetProfileQuery();
  const [cooking, setCooking] = useState(false);
  const { t } = useTranslation();
  const [planning, setPlanning] = useState(false);
  const toast = useToast();
  const isOwner = profile !== undefined && recipe.user_id === profile.id;
  useSaveOnArrival(recipe, profile?.id);
  const startCooking = () => setCooking(true);
  const navigate = useNavigate();
  const [servings, setServings] = useState(recipe.servings > 0 ? recipe.servings : 1);
  // Spec section 7: the Shop button stores a pending recipe, then opens the shopping list.
  const shop = () => {
    storePendingRecipe({
      recipeId: recipe.id,
      recipeTitle: recipe.title,
      originalServings: recipe.servings > 0 ? recipe.servings : 1,
      targetServings: servings,
      ingredientsRaw: recipe.ingredients.map(ingredientText).filter((line) => line.trim()),
    });
    void navigate('/shopping');
  };

  return (
    <div className="detail">
      <PageHeader
        title={<h1 className="detail__title">{recipe.title}</h1>}
        backTo="/recipes"
        backLabel={t('detail.backToRecipes')}
        actions={
          isOwner && (
            <Link to={`/create-recipe/${recipe.id}`} className="icon-button" aria-label={t('detail.edit')}>
              <Pencil size={22} />
            </Link>
          )
        }
      />
      <RecipeHero recipe={recipe} myId={profile?.id} />

      <div className="detail__content">
        {isOwner ? (
          <OwnerControls key={`${recipe.id}-${recipe.updated_at}`} recipe={recipe} />
        ) : (
          <RatingCard recipe={recipe} canSave={!!profile} />
        )}
        {recipe.description && <p className="detail__description">{recipe.description}</p>}
        <RecipeActions
          recipe={recipe}
          isOwner={isOwner}
          onCook={startCooking}
          onShop={shop}
          onPlan={() => setPlanning(true)}
        />
        <TimeCards prep={recipe.prep_time_minutes} cook={recipe.cook_time_minutes} />
        <IngredientList
          ingredients={recipe.ingredients}
          servings={recipe.servings}
          target={servings}
          onTarget={setServings}
        />
        <RecipeSteps steps={recipe.method} onStartCooking={startCooking} />
        {recipe.notes && (
          <section className="detail__section card card--note" aria-labelledby="notes-heading">
            <h2 id="notes-heading">{t('detail.cookingNotes')}</h2>
            <p className="detail__notes">{recipe.notes}</p>
          </section>
        )}
        <NutritionCard nutrition={recipe.nutrition} />
      </div>
      <PlanRecipeSheet
        open={planning}
        recipeId={recipe.id}
        onClose={(planned) => {
          setPlanning(false);
          if (planned)
            toast(t('detail.planned', { meal: t(MEAL_LABELS[planned.meal]), day: dayLabel(planned.date) }));
        }}
      />
      {cooking && (
        <CookingMode title={recipe.title} steps={recipe.method} onClose={() => setCooking(false)} />
      )}
    </div>
  );
}
