import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorText } from '../shared/Field.styles';
import { design } from '../../theme/design';

export interface CheckboxProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The label; may hold links (they keep their own clicks). */
  children: ReactNode;
  error?: string | null;
  disabled?: boolean;
  id?: string;
}

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${design.space.xs};
  font-size: ${design.typography.size.s};
  color: ${design.color.text};
`;

const Box = styled(RadixCheckbox.Root)`
  flex: none;
  width: 1.125rem;
  height: 1.125rem;
  margin-top: 0.125rem;
  padding: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 1px solid ${design.color.textMuted};
  border-radius: ${design.radius.s};
  background: ${design.color.inputBackground};
  cursor: pointer;
  &[data-state='checked'] {
    background: ${design.color.primary};
    border-color: ${design.color.primary};
    color: ${design.color.primaryText};
  }
`;

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${design.space.xxs};
`;

export function Checkbox({
  checked,
  onCheckedChange,
  children,
  error,
  disabled,
  id,
}: CheckboxProps) {
  const autoId = useId();
  const boxId = id ?? `checkbox-${autoId}`;
  return (
    <Wrap>
      <Row>
        <Box
          id={boxId}
          checked={checked}
          disabled={disabled}
          onCheckedChange={(state) => onCheckedChange(state === true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${boxId}-error` : undefined}
        >
          <RadixCheckbox.Indicator aria-hidden>✓</RadixCheckbox.Indicator>
        </Box>
        <label htmlFor={boxId}>{children}</label>
      </Row>
      {error ? (
        <ErrorText id={`${boxId}-error`} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Wrap>
  );
}
