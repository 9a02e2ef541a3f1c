/**
 * The extracted-recipe draft every reader returns (spec section 3), plus where it came from.
 * Ingredient and method entries are plain lines; a line wrapped in asterisks (`*For the sauce*`)
 * is a section heading.
 */
export interface RecipeDraft {
  title: string;
  description: string;
  prep_time_minutes: number;
  cook_time_minutes: number;
  /** Total time when the source states it (it may differ from prep + cook). */
  total_time_minutes: number | null;
  servings: number;
  /** The yield as written ("12 cookies", "4 servings"), empty when unknown. */
  yields: string;
  ingredients: string[];
  method: string[];
  notes: string;
  /** The site's or channel's name. */
  source: string;
  /** The page or video URL the draft was read from, empty when unknown. */
  source_url: string;
  image: string;
  author: string;
  tags: Record<string, string[] | string>;
}

export function emptyDraft(): RecipeDraft {
  return {
    title: '',
    description: '',
    prep_time_minutes: 0,
    cook_time_minutes: 0,
    total_time_minutes: null,
    servings: 0,
    yields: '',
    ingredients: [],
    method: [],
    notes: '',
    source: '',
    source_url: '',
    image: '',
    author: '',
    tags: {},
  };
}

/** A draft is good enough to hand to a person when it has a title and something to cook from. */
export function isGoodDraft(draft: RecipeDraft | null | undefined): draft is RecipeDraft {
  return (
    !!draft && draft.title.trim().length > 0 && (draft.ingredients.length > 0 || draft.method.length > 0)
  );
}
