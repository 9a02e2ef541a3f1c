import './loading-overlay.css';

/** Full-screen wait overlay, e.g. 'Extracting Recipe Data...' while a draft is made. */
export function LoadingOverlay({ title, message }: { title: string; message?: string }) {
  return (
    <div className="overlay" role="alert" aria-busy="true">
      <div className="overlay__card">
        <div className="spinner" aria-hidden="true" />
        <p className="overlay__title">{title}</p>
        {message && <p className="overlay__message">{message}</p>}
      </div>
    </div>
  );
}
