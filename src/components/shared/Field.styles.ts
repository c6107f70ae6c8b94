import styled from 'styled-components';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  width: 100%;
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.typography.size.s};
  color: ${({ theme }) => theme.color.text};
`;

export const Control = styled.div<{ $invalid: boolean; $disabled?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.s};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.m};
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
    padding: ${({ theme }) => theme.space.xs} 0;
    font-size: ${({ theme }) => theme.typography.size.m};
    color: ${({ theme }) => theme.color.text};
  }
  input::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.s};
  color: ${({ theme }) => theme.color.danger};
`;

export const HintText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.s};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const IconButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.75rem;
  height: 1.75rem;
  padding: 0 ${({ theme }) => theme.space.xxs};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.s};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.typography.size.s};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
`;
