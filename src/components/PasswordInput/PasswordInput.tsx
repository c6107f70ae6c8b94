import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../shared/Field.styles';
import { Input, type InputProps } from '../Input/Input';

export type PasswordInputProps = Omit<InputProps, 'type' | 'suffix' | 'digitsOnly'>;

/** A password field with a show/hide toggle (the toggle is a labelled, pressed-state button). */
export function PasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation();
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
          {visible ? '🙈' : '👁'}
        </IconButton>
      }
    />
  );
}
