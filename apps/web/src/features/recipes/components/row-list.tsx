import { TriangleAlert, X } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { withOneTrailingEmpty } from '../form-rows';
import { useTranslation } from '../../../lib/i18n';

interface RowListProps {
  /** Singular noun used in labels: 'Ingredient', 'Step'. */
  noun: string;
  rows: string[];
  onChange: (rows: string[]) => void;
  placeholder: string;
  variant: 'ingredient' | 'step';
  /** Rows whose amount the import was not sure of: highlighted with 'Check this amount' until edited. */
  flagged?: readonly boolean[];
  onFlaggedChange?: (flagged: boolean[]) => void;
}

function grow(event: ChangeEvent<HTMLTextAreaElement>) {
  const area = event.target;
  area.style.height = 'auto';
  area.style.height = `${area.scrollHeight}px`;
}

/** Editable lines that always end with one empty row to type the next item into. */
export function RowList({
  noun,
  rows,
  onChange,
  placeholder,
  variant,
  flagged,
  onFlaggedChange,
}: RowListProps) {
  const { t } = useTranslation();
  const update = (index: number, value: string) => {
    onChange(withOneTrailingEmpty(rows.map((row, i) => (i === index ? value : row))));
    if (flagged?.[index]) onFlaggedChange?.(flagged.map((flag, i) => flag && i !== index));
  };
  const remove = (index: number) => {
    onChange(withOneTrailingEmpty(rows.filter((_, i) => i !== index)));
    if (flagged?.some(Boolean)) onFlaggedChange?.(flagged.filter((_, i) => i !== index));
  };

  return (
    <ol className={`row-list row-list--${variant}`}>
      {rows.map((row, index) => {
        const check = !!flagged?.[index] && row !== '';
        const noteId = `${variant}-${index}-check`;
        return (
          <li key={index} className={check ? 'row-list__row row-list__row--check' : 'row-list__row'}>
            <span className="row-list__marker" aria-hidden="true">
              {variant === 'step' ? index + 1 : '•'}
            </span>
            <div className="row-list__field">
              <textarea
                className={`field__input row-list__input row-list__input--${variant}`}
                aria-label={t('form.rowLabel', { noun, number: index + 1 })}
                aria-describedby={check ? noteId : undefined}
                placeholder={index === rows.length - 1 ? placeholder : undefined}
                rows={1}
                value={row}
                onChange={(event) => {
                  grow(event);
                  update(index, event.target.value);
                }}
              />
              {check && (
                <p className="row-list__check" id={noteId}>
                  <TriangleAlert size={14} aria-hidden="true" /> {t('form.checkAmount')}
                </p>
              )}
            </div>
            {row !== '' && (
              <button
                type="button"
                className="icon-button row-list__remove"
                aria-label={t('form.removeRow', { noun, number: index + 1 })}
                onClick={() => remove(index)}
              >
                <X size={18} />
              </button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
