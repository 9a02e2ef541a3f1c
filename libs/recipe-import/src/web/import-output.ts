import type { ImportedDraft } from '@mise/contracts';
import { headingName, isHeading } from '../shared/text';

export interface IngredientGroup {
  purpose: string | null;
  ingredients: string[];
}

/** The command line's (and the scorer's) view of a draft: flat lists plus the draft's own fields. */
export interface PageImportOutput extends ImportedDraft {
  /** Ingredient lines without section headings. */
  ingredients: string[];
  /**
   * One step per entry. A section's name stays as a line of its own (without asterisks) before
   * its steps, as recipe sites and the scoring reference write it.
   */
  instructions: string[];
  ingredientGroups: IngredientGroup[];
  totalTimeMinutes: number | null;
  prepTimeMinutes: number | null;
  cookTimeMinutes: number | null;
}

/** Splits a `*Heading*` list into groups; lines before the first heading have no purpose. */
export function ingredientGroups(lines: string[]): IngredientGroup[] {
  const groups: IngredientGroup[] = [];
  let current: IngredientGroup | null = null;
  for (const line of lines) {
    if (isHeading(line)) {
      current = { purpose: headingName(line), ingredients: [] };
      groups.push(current);
    } else {
      if (!current) {
        current = { purpose: null, ingredients: [] };
        groups.push(current);
      }
      current.ingredients.push(line);
    }
  }
  return groups.filter((g) => g.ingredients.length > 0);
}

export function toPageImportOutput(draft: ImportedDraft): PageImportOutput {
  const minutes = (n: number): number | null => (n > 0 ? n : null);
  return {
    ...draft,
    ingredients: draft.ingredients.filter((l) => !isHeading(l)),
    instructions: draft.method.map((l) => (isHeading(l) ? headingName(l) : l)),
    ingredientGroups: ingredientGroups(draft.ingredients),
    totalTimeMinutes: draft.total_time_minutes,
    prepTimeMinutes: minutes(draft.prep_time_minutes),
    cookTimeMinutes: minutes(draft.cook_time_minutes),
  };
}
