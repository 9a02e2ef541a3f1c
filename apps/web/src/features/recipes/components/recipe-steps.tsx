import { useTranslation } from '../../../lib/i18n';

/** The Steps section; its 'Start Cooking' button opens cooking mode at step 1 (spec section 2). */
export function RecipeSteps({ steps, onStartCooking }: { steps: string[]; onStartCooking: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="detail__section" aria-labelledby="steps-heading">
      <div className="detail__section-head">
        <h2 id="steps-heading">{t('detail.steps')}</h2>
        {steps.length > 0 && (
          <button type="button" className="btn btn--small btn--primary" onClick={onStartCooking}>
            {t('detail.startCooking')}
          </button>
        )}
      </div>
      {steps.length === 0 ? (
        <p className="muted">{t('detail.noSteps')}</p>
      ) : (
        <ol className="steps">
          {steps.map((step, index) => (
            <li key={index} className="steps__item">
              <span className="steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <p>{step}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
