import { useEffect, useState } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { useImageSearch } from '../hooks/use-image-search';
import type { RecipeFormState } from '../recipe-form-state';
import { RowList } from './row-list';
import { TagPicker } from './tag-picker';

type Setter = <K extends keyof RecipeFormState>(key: K) => (value: RecipeFormState[K]) => void;

const NUMBER_FIELDS = [
  ['prep', 'Prep time (min)'],
  ['cook', 'Cook time (min)'],
  ['servings', 'Servings'],
] as const;

interface TwoLineFieldProps {
  form: RecipeFormState;
  set: Setter;
  field: 'description' | 'notes';
  placeholder: string;
}

/** A short free-text area labelled after its field ('Description', 'Notes'). */
function TwoLineField({ form, set, field, placeholder }: TwoLineFieldProps) {
  const label = field === 'notes' ? 'Notes' : 'Description';
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
  return (
    <>
      <TextField
        label="Title"
        className="field__input--title"
        value={form.title}
        placeholder="e.g. Lemon garlic roast chicken"
        onValue={set('title')}
        aria-invalid={titleInvalid || undefined}
      />
      <TwoLineField form={form} set={set} field="description" placeholder="What makes it special?" />
      <div className="field-row">
        {NUMBER_FIELDS.map(([key, label]) => (
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
    </>
  );
}

const ROW_SECTIONS = [
  {
    key: 'ingredients',
    legend: 'Ingredients',
    noun: 'Ingredient',
    variant: 'ingredient',
    placeholder: 'Add an ingredient',
    hint: 'One per line. Wrap a line in asterisks, like *For the sauce*, to start a section.',
  },
  { key: 'method', legend: 'Method', noun: 'Step', variant: 'step', placeholder: 'Add a step', hint: '' },
] as const;

/** Ingredients, method and tags, each in its own fieldset. */
export function RecipeListsFields({ form, set }: { form: RecipeFormState; set: Setter }) {
  return (
    <>
      {ROW_SECTIONS.map(({ key, legend, hint, ...row }) => (
        <fieldset key={key} className="form-section">
          <legend>{legend}</legend>
          {hint && <p className="form-section__hint">{hint}</p>}
          <RowList
            {...row}
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
        <legend>Tags</legend>
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
      <TwoLineField form={form} set={set} field="notes" placeholder="Tips, swaps, what to serve it with" />
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
      <div className="recipe-form__image-actions">
        <label className="btn btn--ghost">
          Choose photo
          <input
            type="file"
            accept="image/*"
            hidden
            aria-label="Recipe photo"
            onChange={(event) => onImageFile(event.target.files?.[0] ?? null)}
          />
        </label>
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => void imageSearch.search()}
          disabled={imageSearch.searching}
        >
          {imageSearch.searching ? 'Searching…' : 'Search image'}
        </button>
        {imageFile && (
          <button type="button" className="btn btn--ghost" onClick={() => onImageFile(null)}>
            Remove photo
          </button>
        )}
      </div>
      {imageSearch.message && (
        <p className="recipe-form__hint" role="status">
          {imageSearch.message}
        </p>
      )}
      {preview && <img className="recipe-form__preview" src={preview} alt="Recipe image preview" />}
    </>
  );
}
