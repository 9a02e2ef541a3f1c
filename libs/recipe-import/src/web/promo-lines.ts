// Page kind: a recipe whose lists carry the site's promos (newsletter, social accounts, tags, disclosures).

/** What the site says about itself, not about the dish: sign-ups, social calls, ratings, disclosures. */
const PROMO =
  /\b(?:newsletter|subscribe|sign up for|join (?:our|my) (?:list|community|club)|follow (?:me|us)|tag (?:me|us)|share (?:your|a) (?:photo|pic|picture)|pin (?:it|this|for later)|rate this recipe|leave a (?:comment|review|rating)|did you (?:make|try) this|let (?:me|us) know in the comments|as an amazon associate|(?:post|page) (?:may )?contains? affiliate|sponsored by)\b/i;
/** A line of labels the site files the post under ('Tags: chicken, dinner'). */
const FILED_UNDER = /^(?:tags?|keywords?|filed under|categories|posted in)\s*[:|]/i;
/** Longer than this, a line is a step or a note that happens to mention the site: it stays. */
const PROMO_MAX_LENGTH = 160;

/** A line that is one of the site's promos, never a step or a food. */
export function isPromoLine(line: string): boolean {
  const text = line.trim();
  return text.length <= PROMO_MAX_LENGTH && (PROMO.test(text) || FILED_UNDER.test(text));
}
