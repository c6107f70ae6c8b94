import { useId } from 'react';
import styled from 'styled-components';
import { ErrorText, Field, Label } from '../shared/Field.styles';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import { design } from '../../theme/design';

export interface CodeInputProps {
  label: string;
  hideLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  /** Called once when the last digit is entered. */
  onComplete?: (value: string) => void;
  length?: number;
  error?: string | null;
  disabled?: boolean;
  autoFocus?: boolean;
}

const Wrap = styled.div`
  position: relative;
  display: flex;
  gap: ${design.space.xs};
`;

const Cell = styled.span<{ $active: boolean; $invalid: boolean }>`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  height: 3rem;
  font-size: ${design.typography.size.xl};
  font-weight: ${design.typography.weight.bold};
  border-radius: ${design.radius.m};
  background: ${design.color.inputBackground};
  border: 1px solid
    ${({ theme, $active, $invalid }) =>
      $invalid ? theme.color.danger : $active ? theme.color.focus : theme.color.border};
`;

/** The real input lies over the cells, transparent, so typing, pasting and autofill work. */
const HiddenInput = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  opacity: 0;
  border: 0;
  font-size: 16px;
  cursor: text;
`;

/** A one-time code of `length` digits (6 by default, spec section 9). */
export function CodeInput({
  label,
  hideLabel = false,
  value,
  onChange,
  onComplete,
  length = 6,
  error,
  disabled,
  autoFocus,
}: CodeInputProps) {
  const id = `code-${useId()}`;
  const change = (raw: string) => {
    const next = raw.replace(/\D+/g, '').slice(0, length);
    onChange(next);
    if (next.length === length && value.length !== length) onComplete?.(next);
  };
  return (
    <Field>
      {hideLabel ? (
        <VisuallyHidden as="label" htmlFor={id}>
          {label}
        </VisuallyHidden>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      <Wrap>
        {Array.from({ length }, (_, i) => (
          <Cell key={i} aria-hidden $active={i === value.length} $invalid={Boolean(error)}>
            {value[i] ?? ''}
          </Cell>
        ))}
        <HiddenInput
          id={id}
          value={value}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={length}
          disabled={disabled}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => change(e.target.value)}
        />
      </Wrap>
      {error ? (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Field>
  );
}
