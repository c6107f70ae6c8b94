import * as RadixSelect from '@radix-ui/react-select';
import { useId } from 'react';
import { useT } from '../../i18n/useLanguage';
import styled from 'styled-components';
import { Field, Label } from '../shared/Field.styles';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import { design } from '../../theme/design';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  label: string;
  hideLabel?: boolean;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  disabled?: boolean;
}

const Trigger = styled(RadixSelect.Trigger)`
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  gap: ${design.space.xs};
  min-height: 2.75rem;
  min-width: 6rem;
  padding: 0 ${design.space.s};
  border: 1px solid ${design.color.border};
  border-radius: ${design.radius.m};
  background: ${design.color.inputBackground};
  color: ${design.color.text};
  cursor: pointer;
`;

const Content = styled(RadixSelect.Content)`
  overflow: hidden;
  min-width: var(--radix-select-trigger-width);
  border: 1px solid ${design.color.border};
  border-radius: ${design.radius.m};
  background: ${design.color.surface};
  color: ${design.color.text};
  box-shadow: ${design.shadow.card};
  z-index: ${({ theme }) => theme.zIndex.nestedDialog + 10};
`;

const Item = styled(RadixSelect.Item)`
  padding: ${design.space.xs} ${design.space.s};
  cursor: pointer;
  outline: none;
  &[data-highlighted] {
    background: ${design.color.surfaceRaised};
  }
  &[data-state='checked'] {
    font-weight: ${design.typography.weight.bold};
  }
`;

/** A single choice over Radix Select (keyboard and screen-reader friendly listbox). */
export function Select({
  label,
  hideLabel = false,
  value,
  onValueChange,
  options,
  placeholder,
  disabled,
}: SelectProps) {
  const t = useT();
  const id = `select-${useId()}`;
  return (
    <Field>
      {hideLabel ? (
        <VisuallyHidden as="label" id={`${id}-label`} htmlFor={id}>
          {label}
        </VisuallyHidden>
      ) : (
        <Label id={`${id}-label`} htmlFor={id}>
          {label}
        </Label>
      )}
      <RadixSelect.Root value={value} onValueChange={onValueChange} disabled={disabled}>
        <Trigger id={id} aria-labelledby={`${id}-label ${id}`}>
          <RadixSelect.Value placeholder={placeholder ?? t('select.placeholder')} />
          <RadixSelect.Icon aria-hidden>▾</RadixSelect.Icon>
        </Trigger>
        <RadixSelect.Portal>
          <Content position="popper" sideOffset={4}>
            <RadixSelect.Viewport>
              {options.map((option) => (
                <Item key={option.value} value={option.value}>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                </Item>
              ))}
            </RadixSelect.Viewport>
          </Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </Field>
  );
}
