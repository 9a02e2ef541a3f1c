import './loading-overlay.css';

/** Full-screen wait overlay, e.g. 'Extracting Recipe Data...' while a draft is made. */
export function LoadingOverlay({
  title,
  message,
  detail,
}: {
  title: string;
  message?: string;
  /** A line under the message that may change while the overlay shows (e.g. an import's stage). */
  detail?: string;
}) {
  return (
    <div className="overlay" role="alert" aria-busy="true">
      <div className="overlay__card">
        <div className="spinner" aria-hidden="true" />
        <p className="overlay__title">{title}</p>
        {message && <p className="overlay__message">{message}</p>}
        {detail && (
          <p className="overlay__detail" aria-live="polite" data-testid="overlay-detail">
            {detail}
          </p>
        )}
      </div>
    </div>
  );
}
