import { TextField } from '../../../components/ui/text-field';
import type { RecipeFormState } from '../recipe-form-state';
import { RowList } from './row-list';
import { TagPicker } from './tag-picker';

type Setter = <K extends keyof RecipeFormState>(key: K) => (value: RecipeFormState[K]) => void;

const NUMBER_FIELDS = [
  ['prep', 'Prep time (min)'],
  ['cook', 'Cook time (min)'],
  ['servings', 'Servings'],
] as const;

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
      <TextField
        multiline
        label="Description"
        rows={2}
        value={form.description}
        placeholder="What makes it special?"
        onValue={set('description')}
      />
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

/** Ingredients, method and tags, each in its own fieldset. */
export function RecipeListsFields({ form, set }: { form: RecipeFormState; set: Setter }) {
  return (
    <>
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
    </>
  );
}

/** Notes, source and the image link with its preview. */
export function RecipeExtrasFields({ form, set }: { form: RecipeFormState; set: Setter }) {
  return (
    <>
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
    </>
  );
}
