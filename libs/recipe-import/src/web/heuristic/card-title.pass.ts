// Page kind: a recipe card naming the recipe otherwise than the post's title.
import { isIngredientHeading, isMethodHeading, isStopHeading } from '@mise/recipe-text';
import type { Block } from './lines';

/** Titles from wikis carry a namespace ('Cookbook:Pumpkin Pie'); the recipe's name is after it. */
export const stripNamespace = (title: string): string => title.replace(/^[A-Z][\w-]*:(?=\S)/, '');

const titleWords = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3);

/**
 * A recipe card opens with the recipe's own name in a heading that outranks its 'Ingredients'
 * heading, often worded otherwise than the post's title ('Small Carrot Cake' under 'Small Carrot
 * Cake With Cream Cheese Frosting'). The nearest such heading before the ingredients is the name,
 * when at least half of its words are in the page's title or main heading: a widget's heading
 * ('Save This Recipe', the site's banner) or a step of the post ('4) Mix everything') is not.
 */
export function cardTitle(blocks: Block[], ingredientsAt: number, pageTitle: string, siteName = ''): string {
  const level = blocks[ingredientsAt]?.level ?? 0;
  // The site's own name is in every title tag and in its banners ('Cookit Academy').
  const site = new Set(titleWords(siteName.replace(/[.-]/g, ' ')));
  const known = new Set(titleWords(pageTitle).filter((w) => !site.has(w)));
  for (let i = ingredientsAt - 1; i >= 0 && i >= ingredientsAt - 40; i -= 1) {
    const b = blocks[i];
    if (b.kind !== 'heading' || b.level > 6 || b.level >= level) continue;
    if (isIngredientHeading(b.text) || isMethodHeading(b.text) || isStopHeading(b.text)) continue;
    const words = titleWords(b.text);
    return words.length && words.filter((w) => known.has(w)).length >= words.length / 2 ? b.text : '';
  }
  return '';
}
