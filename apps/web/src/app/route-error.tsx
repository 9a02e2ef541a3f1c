import { useRouteError } from 'react-router';

/**
 * What a page shows instead of itself when it fails: its code did not arrive (a fetch fails with a
 * TypeError, most often for want of a connection) or it broke while drawing. On a signed-in page it
 * sits inside the navigation, which keeps working. Try again loads the app afresh: a page whose code
 * failed to arrive is only fetched again by a new load.
 */
export function RouteError() {
  const error = useRouteError();
  const notLoaded = error instanceof TypeError;
  return (
    <div className="boot-error" role="alert">
      <h1>{notLoaded ? 'This page could not be loaded' : 'Something went wrong'}</h1>
      <p>
        {notLoaded
          ? 'Check your connection, then try again.'
          : error instanceof Error
            ? error.message
            : 'Please try again.'}
      </p>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        Try again
      </button>
    </div>
  );
}
