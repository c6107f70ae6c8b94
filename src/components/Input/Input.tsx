import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useT } from '../../i18n/useLanguage';
import { Control, ErrorText, Field, HintText, IconButton, Label } from '../shared/Field.styles';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import { digitsOnly as keepDigits } from '../shared/filters';

export interface InputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'prefix'
> {
  label: string;
  /** The label is read by assistive technology but not shown (placeholder-style forms). */
  hideLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  /** Translated error text, shown under the field and announced. */
  error?: string | null;
  hint?: ReactNode;
  /** Only digits are kept. */
  digitsOnly?: boolean;
  /** Any other filter of what the user types (applied after digitsOnly). */
  filter?: (raw: string) => string;
  /** A clear button shows while the field has a value. */
  clearable?: boolean;
  prefix?: ReactNode;
  suffix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function Input({
  label,
  hideLabel = false,
  value,
  onChange,
  error,
  hint,
  digitsOnly = false,
  filter,
  clearable = false,
  prefix,
  suffix,
  maxLength,
  id,
  disabled,
  ref,
  ...rest
}: InputProps) {
  const t = useT();
  const autoId = useId();
  const inputId = id ?? `input-${autoId}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');

  const change = (raw: string) => {
    let next = digitsOnly ? keepDigits(raw) : raw;
    if (filter) next = filter(next);
    if (maxLength !== undefined) next = next.slice(0, maxLength);
    onChange(next);
  };

  return (
    <Field>
      {hideLabel ? (
        <VisuallyHidden as="label" htmlFor={inputId}>
          {label}
        </VisuallyHidden>
      ) : (
        <Label htmlFor={inputId}>{label}</Label>
      )}
      <Control $invalid={Boolean(error)} $disabled={disabled}>
        {prefix}
        <input
          ref={ref}
          id={inputId}
          value={value}
          onChange={(e) => change(e.target.value)}
          maxLength={maxLength}
          inputMode={digitsOnly ? 'numeric' : rest.inputMode}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          disabled={disabled}
          {...rest}
        />
        {clearable && value && !disabled ? (
          <IconButton type="button" aria-label={t('common.clear')} onClick={() => onChange('')}>
            ✕
          </IconButton>
        ) : null}
        {suffix}
      </Control>
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
      {hint ? <HintText id={hintId}>{hint}</HintText> : null}
    </Field>
  );
}
