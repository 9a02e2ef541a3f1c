import { invalid, unsafeInput } from '@mise/contracts';

/** Fields the form sends as JSON text inside a multipart body (spec section 3). */
const JSON_FIELDS = new Set(['ingredients', 'method', 'tags', 'nutrition_per_serving']);
/** Fields the form sends as number text; an empty one is left out so its default applies. */
const NUMBER_FIELDS = new Set([
  'prep_time_minutes',
  'cook_time_minutes',
  'servings',
  'your_rating',
  'original_rating',
  'original_recipe_id',
]);
/** The file part's name: never a text field, even when a client sends it empty. */
const FILE_FIELD = 'imageFile';

/**
 * A multipart recipe form's text parts in the shape the JSON body has, so one contract checks
 * both: JSON lists and objects parsed, numbers read, empty numbers left to their defaults. A part
 * that is not valid JSON is refused with a message naming it.
 */
export function formFields(raw: unknown): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (raw === null || typeof raw !== 'object') return body;
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (key === FILE_FIELD) continue;
    if (typeof value !== 'string') {
      body[key] = value;
    } else if (JSON_FIELDS.has(key)) {
      if (value.trim() === '') continue;
      try {
        body[key] = JSON.parse(value) as unknown;
      } catch {
        throw invalid(`${key} must be valid JSON`);
      }
      // Nesting inside a part's JSON is new here: the part's own text was checked on arrival.
      const problem = unsafeInput(body[key], [key]);
      if (problem) throw invalid(problem);
    } else if (NUMBER_FIELDS.has(key)) {
      const text = value.trim();
      if (text === '') continue;
      body[key] = key === 'your_rating' && text === 'null' ? null : Number(text);
    } else {
      body[key] = value;
    }
  }
  return body;
}

export function isMultipart(contentType: string | undefined): boolean {
  return (contentType ?? '').toLowerCase().startsWith('multipart/form-data');
}
