import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { asApiError } from '../../../lib/api-base-query';
import {
  useCreateRecipeMutation,
  useDeleteRecipeMutation,
  useGetRecipeQuery,
  useUpdateRecipeMutation,
} from '../api/recipes-api';
import { RowList } from '../components/row-list';
import { TagPicker } from '../components/tag-picker';
import {
  EMPTY_FORM,
  formFromDraft,
  formFromRecipe,
  payloadFromForm,
  type RecipeFormState,
} from '../recipe-form-state';
import './recipe-form-page.css';
import { FormError } from '../../../components/ui/form-error';

const DELETE_QUESTION = 'Are you sure you want to delete this recipe? This action cannot be undone.';

function reason(error: unknown): string {
  return asApiError(error)?.message ?? (error instanceof Error ? error.message : '');
}

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
    />
  );
}

function RecipeForm({ editId, initial }: { editId: number | null; initial: RecipeFormState }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [form, setForm] = useState(initial);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [createRecipe, createState] = useCreateRecipeMutation();
  const [updateRecipe, updateState] = useUpdateRecipeMutation();
  const [deleteRecipe, deleteState] = useDeleteRecipeMutation();
  const saving = createState.isLoading || updateState.isLoading;
  const isEdit = editId !== null;

  const set =
    <K extends keyof RecipeFormState>(key: K) =>
    (value: RecipeFormState[K]) =>
      setForm((current) => ({ ...current, [key]: value }));

  const cancel = () => void navigate(isEdit ? `/recipe/${editId}` : '/');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.title.trim()) {
      setFormError('Recipe title is required');
      return;
    }
    setFormError(null);
    const payload = payloadFromForm(form);
    try {
      if (isEdit) {
        await updateRecipe({ id: editId, body: payload }).unwrap();
        toast('Recipe updated', 'success');
        await navigate(`/recipe/${editId}`);
      } else {
        const created = await createRecipe({ ...payload, status: 'to-make', your_rating: 0 }).unwrap();
        const newId = created?.id ?? created?._id;
        toast('Recipe saved', 'success');
        await navigate(newId ? `/recipe/${newId}` : '/');
      }
    } catch (caught) {
      const status = asApiError(caught)?.status;
      if (status === 'NO_TOKEN')
        setFormError(
          isEdit ? 'Authentication required to edit recipe' : 'Authentication required to save recipe',
        );
      else setFormError(`Failed to save recipe. Please try again. ${reason(caught)}`.trim());
    }
  };

  const onDelete = async () => {
    if (editId === null) return;
    try {
      await deleteRecipe(editId).unwrap();
      setConfirmingDelete(false);
      toast('Recipe deleted', 'success');
      await navigate('/', { replace: true });
    } catch (caught) {
      setConfirmingDelete(false);
      const status = asApiError(caught)?.status;
      setFormError(
        status === 'NO_TOKEN'
          ? 'Authentication required to delete recipe'
          : `Failed to delete recipe. Please try again. ${reason(caught)}`.trim(),
      );
    }
  };

  return (
    <div className="recipe-form-page">
      <PageHeader title={isEdit ? 'Edit Recipe' : 'New Recipe'} onBack={cancel} backLabel="Cancel" />
      <form
        className="recipe-form"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label={isEdit ? 'Edit recipe' : 'New recipe'}
      >
        <TextField
          label="Title"
          className="field__input--title"
          value={form.title}
          placeholder="e.g. Lemon garlic roast chicken"
          onValue={set('title')}
          aria-invalid={formError === 'Recipe title is required' || undefined}
        />

        <TextField
          multiline
          label="Description"
          rows={2}
          value={form.description}
          placeholder="What makes it special?"
          onValue={set('description')}
        />

        <div className="field-row">
          {(
            [
              ['prep', 'Prep time (min)'],
              ['cook', 'Cook time (min)'],
              ['servings', 'Servings'],
            ] as const
          ).map(([key, label]) => (
            <TextField
              key={key}
              label={label}
              type="number"
              inputMode="numeric"
              min={0}
              value={form[key]}
              onValue={set(key)}
            />
          ))}
        </div>

        <fieldset className="form-section">
          <legend>Ingredients</legend>
          <p className="form-section__hint">
            One per line. Wrap a line in asterisks, like *For the sauce*, to start a section.
          </p>
          <RowList
            noun="Ingredient"
            variant="ingredient"
            rows={form.ingredients}
            onChange={set('ingredients')}
            placeholder="Add an ingredient"
          />
        </fieldset>

        <fieldset className="form-section">
          <legend>Method</legend>
          <RowList
            noun="Step"
            variant="step"
            rows={form.method}
            onChange={set('method')}
            placeholder="Add a step"
          />
        </fieldset>

        <fieldset className="form-section">
          <legend>Tags</legend>
          <TagPicker tags={form.tags} onChange={set('tags')} />
        </fieldset>

        <TextField
          multiline
          label="Notes"
          rows={2}
          value={form.notes}
          placeholder="Tips, swaps, what to serve it with"
          onValue={set('notes')}
        />

        <TextField
          label="Source"
          value={form.source}
          placeholder="Cookbook, website or person"
          onValue={set('source')}
        />

        <TextField
          label="Image URL"
          type="url"
          inputMode="url"
          value={form.image}
          placeholder="https://…"
          onValue={set('image')}
        />
        {form.image.trim() && (
          <img className="recipe-form__preview" src={form.image.trim()} alt="Recipe image preview" />
        )}

        <FormError message={formError} />

        <div className="recipe-form__actions">
          <button type="button" className="btn btn--ghost" onClick={cancel}>
            Cancel
          </button>
          <button type="submit" className="btn btn--primary" disabled={saving}>
            {saving ? 'Saving…' : isEdit ? 'Update Recipe' : 'Save Recipe'}
          </button>
        </div>
        {isEdit && (
          <button
            type="button"
            className="btn btn--danger-ghost btn--block"
            onClick={() => setConfirmingDelete(true)}
          >
            Delete Recipe
          </button>
        )}
      </form>

      <ConfirmDialog
        open={confirmingDelete}
        title="Delete recipe?"
        message={DELETE_QUESTION}
        confirmLabel="Delete"
        danger
        busy={deleteState.isLoading}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirmingDelete(false)}
      />
    </div>
  );
}
