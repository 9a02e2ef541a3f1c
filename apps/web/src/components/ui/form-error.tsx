/** An error under a form, announced to screen readers; nothing at all when there is none. */
export function FormError({
  message,
  className,
}: {
  message: string | null | undefined;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p className={className ? `form-error ${className}` : 'form-error'} role="alert">
      {message}
    </p>
  );
}
