import styled, { css } from 'styled-components';
import { design } from '../../theme/design';

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
  gap: ${design.space.xs};
  border-radius: ${design.radius.m};
  border: 1px solid transparent;
  font-weight: ${design.typography.weight.medium};
  cursor: pointer;
  white-space: nowrap;
  transition:
    background ${design.motion.duration.fast},
    opacity ${design.motion.duration.fast};
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
    background: ${design.color.disabledBackground};
    color: ${design.color.disabledText};
  }
`;
