import styled from 'styled-components';
import { design } from '../../theme/design';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${design.space.xxs};
  width: 100%;
`;

export const Label = styled.label`
  font-size: ${design.typography.size.s};
  color: ${design.color.text};
`;

export const Control = styled.div<{ $invalid: boolean; $disabled?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${design.space.xs};
  min-height: 2.75rem;
  padding: 0 ${design.space.s};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  border-radius: ${design.radius.m};
  background: ${({ theme, $disabled }) =>
    $disabled ? theme.color.disabledBackground : theme.color.inputBackground};
  &:focus-within {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.focus)};
    outline: 1px solid
      ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.focus)};
  }
  input {
    flex: 1;
    min-width: 0;
    border: 0;
    outline: 0;
    background: transparent;
    padding: ${design.space.xs} 0;
    font-size: ${design.typography.size.m};
    color: ${design.color.text};
  }
  input::placeholder {
    color: ${design.color.textMuted};
  }
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${design.typography.size.s};
  color: ${design.color.danger};
`;

export const HintText = styled.p`
  margin: 0;
  font-size: ${design.typography.size.s};
  color: ${design.color.textMuted};
`;

export const IconButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.75rem;
  height: 1.75rem;
  padding: 0 ${design.space.xxs};
  border: 0;
  border-radius: ${design.radius.s};
  background: transparent;
  color: ${design.color.textMuted};
  font-size: ${design.typography.size.s};
  cursor: pointer;
  &:hover {
    color: ${design.color.text};
  }
`;
