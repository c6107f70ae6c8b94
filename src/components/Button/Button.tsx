import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { StyledButton, type ButtonSize, type ButtonVariant } from './Button.styles';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width. */
  block?: boolean;
  /**
   * Looks disabled but stays focusable and clickable (spec 5: "submit looks disabled until all
   * fields are filled"); a click still runs validation so the user learns what is missing.
   */
  looksDisabled?: boolean;
  /** Shows this text and blocks clicks while an action runs. */
  busyText?: ReactNode;
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'm',
  block = false,
  looksDisabled = false,
  busy = false,
  busyText,
  type = 'button',
  children,
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $block={block}
      $inactive={looksDisabled}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      data-looks-disabled={looksDisabled || undefined}
      {...rest}
    >
      {busy && busyText ? busyText : children}
    </StyledButton>
  );
}
