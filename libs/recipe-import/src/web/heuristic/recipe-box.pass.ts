// Page kind: a recipe laid out inside an <aside> sidebar or a page-wide <form>.
import { isIngredientHeading, isMethodHeading } from '@mise/recipe-text';
import { type Element, textOf, walkElements } from '../html-dom';

/**
 * An <aside> is a sidebar of other content and a <form> a widget, except when the recipe itself
 * is laid out in one: a sidebar headed 'Ingredients' (or 'Method'), or a form some site builders
 * wrap around the whole page, is part of the recipe.
 */
export function isRecipeBox(el: Element): boolean {
  if (el.name !== 'aside' && el.name !== 'form') return false;
  let found = false;
  walkElements(el, (inner) => {
    if (found) return false;
    if (/^h[1-6]$/.test(inner.name)) {
      const text = textOf(inner);
      found = text.length <= 60 && (isIngredientHeading(text) || isMethodHeading(text));
      return false;
    }
    return true;
  });
  return found;
}
