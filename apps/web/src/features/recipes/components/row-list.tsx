import { X } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { withOneTrailingEmpty } from '../form-rows';

interface RowListProps {
  /** Singular noun used in labels: 'Ingredient', 'Step'. */
  noun: string;
  rows: string[];
  onChange: (rows: string[]) => void;
  placeholder: string;
  variant: 'ingredient' | 'step';
}

function grow(event: ChangeEvent<HTMLTextAreaElement>) {
  const area = event.target;
  area.style.height = 'auto';
  area.style.height = `${area.scrollHeight}px`;
}

/** Editable lines that always end with one empty row to type the next item into. */
export function RowList({ noun, rows, onChange, placeholder, variant }: RowListProps) {
  const update = (index: number, value: string) =>
    onChange(withOneTrailingEmpty(rows.map((row, i) => (i === index ? value : row))));
  const remove = (index: number) => onChange(withOneTrailingEmpty(rows.filter((_, i) => i !== index)));

  return (
    <ol className={`row-list row-list--${variant}`}>
      {rows.map((row, index) => (
        <li key={index} className="row-list__row">
          <span className="row-list__marker" aria-hidden="true">
            {variant === 'step' ? index + 1 : '•'}
          </span>
          <textarea
            className={`field__input row-list__input row-list__input--${variant}`}
            aria-label={`${noun} ${index + 1}`}
            placeholder={index === rows.length - 1 ? placeholder : undefined}
            rows={1}
            value={row}
            onChange={(event) => {
              grow(event);
              update(index, event.target.value);
            }}
          />
          {row !== '' && (
            <button
              type="button"
              className="icon-button row-list__remove"
              aria-label={`Remove ${noun.toLowerCase()} ${index + 1}`}
              onClick={() => remove(index)}
            >
              <X size={18} />
            </button>
          )}
        </li>
      ))}
    </ol>
  );
}
