import { ImportedDraft } from '@mise/contracts';

/** A draft with every field at its default, for a reader to fill in. */
export function emptyDraft(): ImportedDraft {
  return ImportedDraft.parse({});
}

/** A draft is good enough to hand to a person when it has a title and something to cook from. */
export function isGoodDraft(draft: ImportedDraft | null | undefined): draft is ImportedDraft {
  return (
    !!draft && draft.title.trim().length > 0 && (draft.ingredients.length > 0 || draft.method.length > 0)
  );
}
