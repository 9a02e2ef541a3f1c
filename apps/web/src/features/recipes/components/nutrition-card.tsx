import type { Recipe } from '@mise/contracts';
import { useTranslation } from '../../../lib/i18n';

const COLOURS = { protein: '#3b82f6', carbs: '#14b8a6', fat: '#ef4444' };

/** Per-serving doughnut (protein, carbs, fat; 70% cutout) with calories in the centre. */
export function NutritionCard({ nutrition }: { nutrition: Recipe['nutrition'] | undefined }) {
  const protein = nutrition?.protein ?? 0;
  const carbs = nutrition?.carbs ?? 0;
  const fat = nutrition?.fat ?? 0;
  const { t } = useTranslation();
  const total = protein + carbs + fat;
  const available = !!nutrition && (total > 0 || (nutrition.calories ?? 0) > 0);

  const p = total ? (protein / total) * 100 : 0;
  const c = total ? (carbs / total) * 100 : 0;
  const ring = total
    ? `conic-gradient(${COLOURS.protein} 0 ${p}%, ${COLOURS.carbs} ${p}% ${p + c}%, ${COLOURS.fat} ${p + c}% 100%)`
    : 'conic-gradient(#e7e1da 0 100%)';

  return (
    <section className="detail__section card" aria-labelledby="nutrition-heading">
      <h2 id="nutrition-heading">{t('detail.nutrition')}</h2>
      {!available ? (
        <p className="muted">{t('detail.noNutrition')}</p>
      ) : (
        <div className="nutrition">
          <div
            className="nutrition__ring"
            style={{ background: ring }}
            role="img"
            aria-label={t('detail.calories', { count: nutrition?.calories ?? 0 })}
          >
            <div className="nutrition__centre">
              <strong>{nutrition?.calories ?? 0}</strong>
              <span>{t('detail.kcal')}</span>
            </div>
          </div>
          <ul className="nutrition__legend">
            <li>
              <span className="dot" style={{ background: COLOURS.protein }} />{' '}
              {t('detail.protein', { grams: protein })}
            </li>
            <li>
              <span className="dot" style={{ background: COLOURS.carbs }} />{' '}
              {t('detail.carbs', { grams: carbs })}
            </li>
            <li>
              <span className="dot" style={{ background: COLOURS.fat }} /> {t('detail.fat', { grams: fat })}
            </li>
          </ul>
        </div>
      )}
    </section>
  );
}
