import { useEffect, useState } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { useImageSearch } from '../hooks/use-image-search';
import type { RecipeFormState } from '../recipe-form-state';
import { RowList } from './row-list';
import { TagPicker } from './tag-picker';
import { useTranslation } from '../../../lib/i18n';

type Setter = <K extends keyof RecipeFormState>(key: K) => (value: RecipeFormState[K]) => void;

const NUMBER_FIELDS = [
  ['prep', 'form.prepTime'],
  ['cook', 'form.cookTime'],
  ['servings', 'detail.servingsLabel'],
] as const;

interface TwoLineFieldProps {
  form: RecipeFormState;
  set: Setter;
  field: 'description' | 'notes';
  placeholder: string;
}

/** A short free-text area labelled after its field ('Description', 'Notes'). */
function TwoLineField({ form, set, field, placeholder }: TwoLineFieldProps) {
  const { t } = useTranslation();
  const label = field === 'notes' ? t('detail.notes') : t('form.description');
  return (
    <TextField
      multiline
      label={label}
      rows={2}
      value={form[field]}
      placeholder={placeholder}
      onValue={set(field)}
    />
  );
}

/** Title, description, times and servings. */
export function RecipeBasicsFields({
  form,
  set,
  titleInvalid,
}: {
  form: RecipeFormState;
  set: Setter;
  titleInvalid: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('form.title')}
        className="field__input--title"
        value={form.title}
        placeholder={t('form.titlePlaceholder')}
        onValue={set('title')}
        aria-invalid={titleInvalid || undefined}
      />
      <TwoLineField
        form={form}
        set={set}
        field="description"
        placeholder={t('form.descriptionPlaceholder')}
      />
      <div className="field-row">
        {NUMBER_FIELDS.map(([key, label]) => (
          <TextField
            key={key}
            label={t(label)}
            type="number"
            inputMode="numeric"
            min={0}
            value={form[key]}
            onValue={set(key)}
          />
        ))}
      </div>
    </>
  );
}

const ROW_SECTIONS = [
  {
    key: 'ingredients',
    legend: 'detail.ingredients',
    noun: 'form.ingredientNoun',
    variant: 'ingredient',
    placeholder: 'form.addIngredient',
    hint: 'form.ingredientsHint',
  },
  {
    key: 'method',
    legend: 'form.method',
    noun: 'form.stepNoun',
    variant: 'step',
    placeholder: 'form.addStep',
    hint: null,
  },
] as const;

/** Ingredients, method and tags, each in its own fieldset. */
export function RecipeListsFields({ form, set }: { form: RecipeFormState; set: Setter }) {
  const { t } = useTranslation();
  return (
    <>
      {ROW_SECTIONS.map(({ key, legend, hint, noun, placeholder, variant }) => (
        <fieldset key={key} className="form-section">
          <legend>{t(legend)}</legend>
          {hint && <p className="form-section__hint">{t(hint)}</p>}
          <RowList
            noun={t(noun)}
            placeholder={t(placeholder)}
            variant={variant}
            rows={form[key]}
            onChange={set(key)}
            {...(key === 'ingredients' && {
              flagged: form.checkAmounts,
              onFlaggedChange: set('checkAmounts'),
            })}
          />
        </fieldset>
      ))}
      <fieldset className="form-section">
        <legend>{t('form.tags')}</legend>
        <TagPicker tags={form.tags} onChange={set('tags')} />
      </fieldset>
    </>
  );
}

/** Notes, source and the image: a photo file or a link (or one found by image search), with its preview. */
export function RecipeExtrasFields({
  form,
  set,
  imageFile,
  onImageFile,
}: {
  form: RecipeFormState;
  set: Setter;
  imageFile: File | null;
  onImageFile: (file: File | null) => void;
}) {
  const imageSearch = useImageSearch(form.title, (url) => {
    onImageFile(null);
    set('image')(url);
  });
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  const { t } = useTranslation();
  useEffect(() => {
    if (!imageFile) {
      setFileUrl(null);
      return undefined;
    }
    const url = URL.createObjectURL(imageFile);
    setFileUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [imageFile]);
  // A picked file takes precedence over an image URL (spec section 4).
  const preview = fileUrl ?? form.image.trim();

  return (
    <>
      <TwoLineField form={form} set={set} field="notes" placeholder={t('form.notesPlaceholder')} />
      <TextField
        label={t('form.source')}
        value={form.source}
        placeholder={t('form.sourcePlaceholder')}
        onValue={set('source')}
      />
      <TextField
        label={t('form.imageUrl')}
        type="url"
        inputMode="url"
        value={form.image}
        placeholder="https://…"
        onValue={set('image')}
      />
      <div className="recipe-form__image-actions">
        <label className="btn btn--ghost">
          {t('form.choosePhoto')}
          <input
            type="file"
            accept="image/*"
            hidden
            aria-label={t('form.recipePhoto')}
            onChange={(event) => onImageFile(event.target.files?.[0] ?? null)}
          />
        </label>
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => void imageSearch.search()}
          disabled={imageSearch.searching}
        >
          {imageSearch.searching ? t('form.searching') : t('form.searchImage')}
        </button>
        {imageFile && (
          <button type="button" className="btn btn--ghost" onClick={() => onImageFile(null)}>
            {t('form.removePhoto')}
          </button>
        )}
      </div>
      {imageSearch.message && (
        <p className="recipe-form__hint" role="status">
          {imageSearch.message}
        </p>
      )}
      {preview && <img className="recipe-form__preview" src={preview} alt={t('form.imagePreview')} />}
    </>
  );
}
