import type { Recipe, RecipeCreateInput } from '@mise/contracts';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/ui/toast';
import { serverErrorText } from '../../../lib/api-base-query';
import { useCreateRecipeMutation } from '../api/recipes-api';
import { ownerName } from '../recipe-display';
import { useTranslation } from '../../../lib/i18n';

/** The saved-copy payload of spec section 3: the viewer's own to-make copy, crediting the original. */
export function copyPayload(recipe: Recipe): RecipeCreateInput {
  return {
    title: recipe.title,
    description: recipe.description,
    prep_time_minutes: recipe.prep_time_minutes,
    cook_time_minutes: recipe.cook_time_minutes,
    servings: recipe.servings,
    ingredients: recipe.ingredients,
    method: recipe.method,
    notes: '',
    image: recipe.image,
    nutrition_per_serving: {
      calories: recipe.nutrition?.calories ?? 0,
      protein_g: recipe.nutrition?.protein ?? 0,
      carbs_g: recipe.nutrition?.carbs ?? 0,
      fat_g: recipe.nutrition?.fat ?? 0,
    },
    tags: recipe.tags,
    status: 'to-make',
    ...(recipe.owner ? { owner: recipe.owner } : {}),
    source: recipe.source,
    original_recipe_id: recipe.original_recipe_id ?? recipe.id,
    original_rating: recipe.original_rating ?? recipe.your_rating ?? 0,
    original_owner_display_name: ownerName(recipe) || undefined,
  };
}

export function SaveCopyButton({ recipe }: { recipe: Recipe }) {
  const [create, { isLoading }] = useCreateRecipeMutation();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation();

  const save = async () => {
    try {
      const copy = await create(copyPayload(recipe)).unwrap();
      toast(t('detail.savedCopy'), 'success');
      await navigate(`/recipe/${copy.id ?? copy._id}`);
    } catch (error) {
      toast(t('detail.saveCopyFailed', { message: serverErrorText(error) }), 'error');
    }
  };

  return (
    <button
      type="button"
      className="btn btn--primary btn--small"
      disabled={isLoading}
      onClick={() => void save()}
    >
      {t('detail.wantToMake')}
    </button>
  );
}
