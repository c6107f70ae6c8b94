import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'text';
export type ButtonSize = 's' | 'm' | 'l';

export const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $block: boolean;
  $inactive: boolean;
}>`
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.m};
  border: 1px solid transparent;
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  cursor: pointer;
  white-space: nowrap;
  transition:
    background ${({ theme }) => theme.motion.duration.fast},
    opacity ${({ theme }) => theme.motion.duration.fast};
  ${({ $size, theme }) =>
    ({
      s: css`
        padding: ${theme.space.xxs} ${theme.space.s};
        font-size: ${theme.typography.size.s};
        min-height: 2rem;
      `,
      m: css`
        padding: ${theme.space.xs} ${theme.space.m};
        font-size: ${theme.typography.size.m};
        min-height: 2.5rem;
      `,
      l: css`
        padding: ${theme.space.s} ${theme.space.l};
        font-size: ${theme.typography.size.l};
        min-height: 3rem;
      `,
    })[$size]}
  ${({ $variant, theme }) =>
    ({
      primary: css`
        background: ${theme.color.primary};
        color: ${theme.color.primaryText};
        &:hover:not(:disabled) {
          background: ${theme.color.primaryHover};
        }
      `,
      secondary: css`
        background: transparent;
        color: ${theme.color.text};
        border-color: ${theme.color.border};
        &:hover:not(:disabled) {
          border-color: ${theme.color.primary};
        }
      `,
      text: css`
        background: transparent;
        color: ${theme.color.link};
        padding-left: 0;
        padding-right: 0;
        min-height: 0;
        &:hover:not(:disabled) {
          text-decoration: underline;
        }
      `,
    })[$variant]}
  ${({ $inactive, $variant, theme }) =>
    $inactive &&
    $variant !== 'text' &&
    css`
      background: ${theme.color.disabledBackground};
      color: ${theme.color.disabledText};
      border-color: transparent;
      &:hover:not(:disabled) {
        background: ${theme.color.disabledBackground};
      }
    `}
  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.color.disabledBackground};
    color: ${({ theme }) => theme.color.disabledText};
  }
`;
