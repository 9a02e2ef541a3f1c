import { Minus, Plus } from 'lucide-react';
import type { Ingredient } from '@mise/contracts';
import { isSectionHeading, sectionHeadingName } from '@mise/recipe-text';
import { useState } from 'react';
import { ingredientText, scaledIngredientText } from '../recipe-display';
import { decimalMark, useTranslation } from '../../../lib/i18n';

interface IngredientListProps {
  ingredients: Ingredient[];
  servings: number;
  /** The stepper's value when the page keeps it (the Shop button hands it to the shopping list). */
  target?: number;
  onTarget?(target: number): void;
}

/** Ingredients with a servings stepper (minimum 1) and a local crossed-out toggle per line. */
export function IngredientList({ ingredients, servings, target: shared, onTarget }: IngredientListProps) {
  const original = servings > 0 ? servings : 1;
  const [own, setOwn] = useState(original);
  const target = shared ?? own;
  const setTarget = (next: (n: number) => number) => (onTarget ? onTarget(next(target)) : setOwn(next));
  const [crossed, setCrossed] = useState<ReadonlySet<number>>(new Set());
  const factor = target / original;
  const { t } = useTranslation();
  const mark = decimalMark();

  const toggle = (index: number) =>
    setCrossed((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <section className="detail__section" aria-labelledby="ingredients-heading">
      <div className="detail__section-head">
        <h2 id="ingredients-heading">{t('detail.ingredients')}</h2>
        <div className="stepper" role="group" aria-label={t('detail.servingsLabel')}>
          <button
            type="button"
            className="stepper__button"
            aria-label={t('detail.decreaseServings')}
            disabled={target <= 1}
            onClick={() => setTarget((n) => Math.max(1, n - 1))}
          >
            <Minus size={18} />
          </button>
          <output className="stepper__value" aria-live="polite">
            {t('detail.servings', { count: target })}
          </output>
          <button
            type="button"
            className="stepper__button"
            aria-label={t('detail.increaseServings')}
            onClick={() => setTarget((n) => n + 1)}
          >
            <Plus size={18} />
          </button>
        </div>
      </div>
      {ingredients.length === 0 ? (
        <p className="muted">{t('detail.noIngredients')}</p>
      ) : (
        <ul className="ingredients">
          {ingredients.map((ingredient, index) => {
            const text = ingredientText(ingredient);
            if (isSectionHeading(text)) {
              return (
                <li key={index} className="ingredients__heading">
                  <h3>{sectionHeadingName(text)}</h3>
                </li>
              );
            }
            const done = crossed.has(index);
            return (
              <li key={index}>
                <button
                  type="button"
                  className={`ingredient${done ? ' ingredient--done' : ''}`}
                  aria-pressed={done}
                  onClick={() => toggle(index)}
                >
                  <span className="ingredient__check" aria-hidden="true" />
                  <span className="ingredient__text">{scaledIngredientText(ingredient, factor, mark)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
