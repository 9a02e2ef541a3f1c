import type { ReactNode } from 'react';

/** A round icon-only button; its label names it for screen readers and tests. */
export function IconButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button type="button" className="icon-button" aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}
