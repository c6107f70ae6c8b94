import { useState } from 'react';
import { useT } from '../../i18n/useLanguage';
import { IconButton } from '../shared/Field.styles';
import { Input, type InputProps } from '../Input/Input';

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="M4 4l16 16" />}
    </svg>
  );
}

export type PasswordInputProps = Omit<InputProps, 'type' | 'suffix' | 'digitsOnly'>;

/** A password field with a show/hide toggle (the toggle is a labelled, pressed-state button). */
export function PasswordInput(props: PasswordInputProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <Input
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      suffix={
        <IconButton
          type="button"
          aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon open={visible} />
        </IconButton>
      }
    />
  );
}
