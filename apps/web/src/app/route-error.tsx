import { useRouteError } from 'react-router';
import { useTranslation } from '../lib/i18n';

/**
 * What a page shows instead of itself when it fails: its code did not arrive (a fetch fails with a
 * TypeError, most often for want of a connection) or it broke while drawing. On a signed-in page it
 * sits inside the navigation, which keeps working. Try again loads the app afresh: a page whose code
 * failed to arrive is only fetched again by a new load.
 */
export function RouteError() {
  const error = useRouteError();
  const notLoaded = error instanceof TypeError;
  const { t } = useTranslation();
  return (
    <div className="boot-error" role="alert">
      <h1>{notLoaded ? t('errors.pageNotLoaded') : t('errors.somethingWrong')}</h1>
      <p>
        {notLoaded
          ? t('errors.checkConnection')
          : error instanceof Error
            ? error.message
            : t('errors.pleaseTryAgain')}
      </p>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}
