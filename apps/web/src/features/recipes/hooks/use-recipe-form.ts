import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/ui/toast';
import { asApiError, serverErrorText } from '../../../lib/api-base-query';
import {
  useCreateRecipeMutation,
  useDeleteRecipeMutation,
  useUpdateRecipeMutation,
} from '../api/recipes-api';
import { formDataFromPayload, payloadFromForm, type RecipeFormState } from '../recipe-form-state';
import { useTranslation } from '../../../lib/i18n';

/** Spec section 2: the form's loading overlay stays 3 s after a photo pick, 2 s after extracted data arrives. */
export const PHOTO_OVERLAY_MS = 3000;
export const DRAFT_OVERLAY_MS = 2000;

/** A full-screen wait shown for a fixed time; showing it again restarts the time. */
function useTimedOverlay(initialMs: number | null) {
  // A new object each time, so showing it again while shown restarts the timer.
  const [shown, setShown] = useState<{ ms: number } | null>(initialMs === null ? null : { ms: initialMs });
  useEffect(() => {
    if (!shown) return undefined;
    const timer = setTimeout(() => setShown(null), shown.ms);
    return () => clearTimeout(timer);
  }, [shown]);
  return { visible: shown !== null, show: (ms: number) => setShown({ ms }) };
}

/** The recipe form's values and what its buttons do: save (create or update), cancel, delete. */
export function useRecipeForm(editId: number | null, initial: RecipeFormState, fromDraft = false) {
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const [formError, setFormError] = useState<string | null>(null);
  const [imageFile, setImageFile] = useState<File | null>(null);
  const overlay = useTimedOverlay(fromDraft ? DRAFT_OVERLAY_MS : null);
  const pickImageFile = (file: File | null) => {
    setImageFile(file);
    if (file) overlay.show(PHOTO_OVERLAY_MS);
  };
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [createRecipe, createState] = useCreateRecipeMutation();
  const [updateRecipe, updateState] = useUpdateRecipeMutation();
  const [deleteRecipe, deleteState] = useDeleteRecipeMutation();
  const isEdit = editId !== null;

  const set =
    <K extends keyof RecipeFormState>(key: K) =>
    (value: RecipeFormState[K]) =>
      setForm((current) => ({ ...current, [key]: value }));

  const cancel = () => void navigate(isEdit ? `/recipe/${editId}` : '/');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.title.trim()) {
      setFormError(t('form.titleRequired'));
      return;
    }
    setFormError(null);
    const payload = payloadFromForm(form);
    try {
      if (isEdit) {
        const body = imageFile ? formDataFromPayload(payload, imageFile) : payload;
        await updateRecipe({ id: editId, body }).unwrap();
        toast(t('form.updated'), 'success');
        await navigate(`/recipe/${editId}`);
      } else {
        const full = { ...payload, status: 'to-make' as const, your_rating: 0 };
        const created = await createRecipe(imageFile ? formDataFromPayload(full, imageFile) : full).unwrap();
        const newId = created?.id ?? created?._id;
        toast(t('form.saved'), 'success');
        await navigate(newId ? `/recipe/${newId}` : '/');
      }
    } catch (caught) {
      const status = asApiError(caught)?.status;
      if (status === 'NO_TOKEN')
        setFormError(isEdit ? t('form.editAuthRequired') : t('form.saveAuthRequired'));
      else setFormError(t('form.saveFailed', { message: serverErrorText(caught) }).trim());
    }
  };

  const remove = async () => {
    if (editId === null) return;
    try {
      await deleteRecipe(editId).unwrap();
      setConfirmingDelete(false);
      toast(t('form.deleted'), 'success');
      await navigate('/', { replace: true });
    } catch (caught) {
      setConfirmingDelete(false);
      const status = asApiError(caught)?.status;
      setFormError(
        status === 'NO_TOKEN'
          ? t('form.deleteAuthRequired')
          : t('form.deleteFailed', { message: serverErrorText(caught) }).trim(),
      );
    }
  };

  return {
    form,
    set,
    imageFile,
    setImageFile: pickImageFile,
    loadingOverlay: overlay.visible,
    isEdit,
    formError,
    saving: createState.isLoading || updateState.isLoading,
    cancel,
    submit,
    deleting: deleteState.isLoading,
    confirmingDelete,
    askDelete: () => setConfirmingDelete(true),
    keepRecipe: () => setConfirmingDelete(false),
    remove,
  };
}
