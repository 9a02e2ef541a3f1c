import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormError } from '../../../components/ui/form-error';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { PageHeader } from '../../../components/ui/page-header';
import { useToast } from '../../../components/ui/toast';
import { useGetRecipeQuery } from '../api/recipes-api';
import { RecipeBasicsFields, RecipeExtrasFields, RecipeListsFields } from '../components/recipe-form-fields';
import { useRecipeForm } from '../hooks/use-recipe-form';
import { EMPTY_FORM, formFromDraft, formFromRecipe, type RecipeFormState } from '../recipe-form-state';
import './recipe-form-page.css';
import { useTranslation } from '../../../lib/i18n';

/** /create-recipe and /create-recipe/{id}: loads the recipe in edit mode, then hands it to the form. */
export default function RecipeFormPage() {
  const params = useParams();
  const editId = params.id ? Number(params.id) : null;
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation();
  const { data: recipe, error } = useGetRecipeQuery(editId ?? 0, {
    skip: editId === null,
    refetchOnMountOrArgChange: true,
  });

  useEffect(() => {
    if (editId === null || !error) return;
    toast(t('form.loadFailed'), 'error');
    void navigate('/create-recipe', { replace: true });
  }, [editId, error, navigate, toast, t]);

  if (editId !== null) {
    if (!recipe) {
      return (
        <div className="recipe-form-page">
          <PageHeader
            title={t('form.editTitle')}
            backTo={`/recipe/${editId}`}
            backLabel={t('common.cancel')}
          />
          <p className="detail__loading" role="status">
            {t('detail.loading')}
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
  const { t } = useTranslation();

  return (
    <div className="recipe-form-page">
      <PageHeader
        title={isEdit ? t('form.editTitle') : t('form.newTitle')}
        onBack={recipeForm.cancel}
        backLabel={t('common.cancel')}
      />
      <form
        className="recipe-form"
        onSubmit={(event) => void recipeForm.submit(event)}
        noValidate
        aria-label={isEdit ? t('detail.edit') : t('form.newLabel')}
      >
        <RecipeBasicsFields form={form} set={set} titleInvalid={formError === t('form.titleRequired')} />
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
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn--primary" disabled={saving}>
            {saving ? t('form.saving') : isEdit ? t('form.update') : t('form.save')}
          </button>
        </div>
        {isEdit && (
          <button type="button" className="btn btn--danger-ghost btn--block" onClick={recipeForm.askDelete}>
            {t('form.delete')}
          </button>
        )}
      </form>

      <ConfirmDialog
        open={recipeForm.confirmingDelete}
        title={t('form.deleteTitle')}
        message={t('form.deleteQuestion')}
        confirmLabel={t('common.delete')}
        danger
        busy={recipeForm.deleting}
        onConfirm={() => void recipeForm.remove()}
        onCancel={recipeForm.keepRecipe}
      />
      {recipeForm.loadingOverlay && (
        <LoadingOverlay title={t('form.overlayTitle')} message={t('form.overlayMessage')} />
      )}
    </div>
  );
}
