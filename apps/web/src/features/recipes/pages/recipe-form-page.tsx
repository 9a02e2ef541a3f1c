import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormError } from '../../../components/ui/form-error';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { PageHeader } from '../../../components/ui/page-header';
import { useToast } from '../../../components/ui/toast';
import { useGetRecipeQuery } from '../api/recipes-api';
import { RecipeBasicsFields, RecipeExtrasFields, RecipeListsFields } from '../components/recipe-form-fields';
import { TITLE_REQUIRED, useRecipeForm } from '../hooks/use-recipe-form';
import { EMPTY_FORM, formFromDraft, formFromRecipe, type RecipeFormState } from '../recipe-form-state';
import './recipe-form-page.css';

const DELETE_QUESTION = 'Are you sure you want to delete this recipe? This action cannot be undone.';

/** /create-recipe and /create-recipe/{id}: loads the recipe in edit mode, then hands it to the form. */
export default function RecipeFormPage() {
  const params = useParams();
  const editId = params.id ? Number(params.id) : null;
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const { data: recipe, error } = useGetRecipeQuery(editId ?? 0, {
    skip: editId === null,
    refetchOnMountOrArgChange: true,
  });

  useEffect(() => {
    if (editId === null || !error) return;
    toast('Failed to load recipe for editing.', 'error');
    void navigate('/create-recipe', { replace: true });
  }, [editId, error, navigate, toast]);

  if (editId !== null) {
    if (!recipe) {
      return (
        <div className="recipe-form-page">
          <PageHeader title="Edit Recipe" backTo={`/recipe/${editId}`} backLabel="Cancel" />
          <p className="detail__loading" role="status">
            Loading recipe…
          </p>
        </div>
      );
    }
    return <RecipeForm key={`edit-${recipe.id}`} editId={editId} initial={formFromRecipe(recipe)} />;
  }
  const draft = (location.state as { extractedRecipeData?: unknown } | null)?.extractedRecipeData;
  return (
    <RecipeForm
      key={`create-${location.key}`}
      editId={null}
      initial={draft ? formFromDraft(draft) : EMPTY_FORM}
      fromDraft={!!draft}
    />
  );
}

interface RecipeFormProps {
  editId: number | null;
  initial: RecipeFormState;
  /** Prefilled from extracted data (navigation state). */
  fromDraft?: boolean;
}

function RecipeForm({ editId, initial, fromDraft = false }: RecipeFormProps) {
  const recipeForm = useRecipeForm(editId, initial, fromDraft);
  const { form, set, isEdit, formError, saving } = recipeForm;

  return (
    <div className="recipe-form-page">
      <PageHeader
        title={isEdit ? 'Edit Recipe' : 'New Recipe'}
        onBack={recipeForm.cancel}
        backLabel="Cancel"
      />
      <form
        className="recipe-form"
        onSubmit={(event) => void recipeForm.submit(event)}
        noValidate
        aria-label={isEdit ? 'Edit recipe' : 'New recipe'}
      >
        <RecipeBasicsFields form={form} set={set} titleInvalid={formError === TITLE_REQUIRED} />
        <RecipeListsFields form={form} set={set} />
        <RecipeExtrasFields
          form={form}
          set={set}
          imageFile={recipeForm.imageFile}
          onImageFile={recipeForm.setImageFile}
        />
        <FormError message={formError} />

        <div className="recipe-form__actions">
          <button type="button" className="btn btn--ghost" onClick={recipeForm.cancel}>
            Cancel
          </button>
          <button type="submit" className="btn btn--primary" disabled={saving}>
            {saving ? 'Saving…' : isEdit ? 'Update Recipe' : 'Save Recipe'}
          </button>
        </div>
        {isEdit && (
          <button type="button" className="btn btn--danger-ghost btn--block" onClick={recipeForm.askDelete}>
            Delete Recipe
          </button>
        )}
      </form>

      <ConfirmDialog
        open={recipeForm.confirmingDelete}
        title="Delete recipe?"
        message={DELETE_QUESTION}
        confirmLabel="Delete"
        danger
        busy={recipeForm.deleting}
        onConfirm={() => void recipeForm.remove()}
        onCancel={recipeForm.keepRecipe}
      />
      {recipeForm.loadingOverlay && <LoadingOverlay title="Loading..." message="Preparing your recipe" />}
    </div>
  );
}
