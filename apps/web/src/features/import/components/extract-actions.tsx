/** The import forms' buttons: Cancel, and Extract Recipe (disabled while a draft is being made). */
export function ExtractActions({
  className,
  busy,
  onCancel,
}: {
  className: string;
  busy?: boolean;
  onCancel: () => void;
}) {
  return (
    <div className={className}>
      <button type="button" className="btn btn--ghost" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        Extract Recipe
      </button>
    </div>
  );
}
