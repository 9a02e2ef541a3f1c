import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';

interface FieldBase {
  /** The visible label; it also names the control for screen readers and tests. */
  label: string;
  value: string;
  onValue(value: string): void;
}
type InputFieldProps = FieldBase & { multiline?: false } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'value' | 'onChange'
  >;
type AreaFieldProps = FieldBase & { multiline: true } & Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    'value' | 'onChange'
  >;

/** A labelled input, or a textarea with `multiline`, in the app's field style. */
export function TextField(props: InputFieldProps | AreaFieldProps) {
  const classes = (extra: string) => ['field__input', extra, props.className].filter(Boolean).join(' ');
  if (props.multiline) {
    const { label, value, onValue, multiline: _multiline, className: _className, ...rest } = props;
    return (
      <label className="field">
        <span className="field__label">{label}</span>
        <textarea
          {...rest}
          className={classes('field__textarea')}
          value={value}
          onChange={(e) => onValue(e.target.value)}
        />
      </label>
    );
  }
  const { label, value, onValue, multiline: _multiline, className: _className, ...rest } = props;
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input {...rest} className={classes('')} value={value} onChange={(e) => onValue(e.target.value)} />
    </label>
  );
}
