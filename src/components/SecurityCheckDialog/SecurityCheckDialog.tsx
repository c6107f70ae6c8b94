import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validatePhoneFragment } from '../../domain';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Input } from '../Input/Input';
import { useMessage } from '../shared/useMessage';

export interface SecurityCheckDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The masked phone, e.g. 138****5678. */
  maskedPhone: string;
  /** The 4 digits that replace the asterisks. */
  onSubmit: (fragment: string) => void;
  submitting?: boolean;
  /** Server message or MessageKey (e.g. the code request failed). */
  serverError?: string | null;
}

/** Asks for the 4 middle digits of the phone before an SMS code is sent (spec section 4). */
export function SecurityCheckDialog({
  open,
  onOpenChange,
  maskedPhone,
  onSubmit,
  submitting = false,
  serverError,
}: SecurityCheckDialogProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const [fragment, setFragment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [head, tail] = maskedPhone.split(/\*+/);

  const submit = () => {
    const checked = validatePhoneFragment(fragment);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    onSubmit(checked.value);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      nested
      size="s"
      title={t('securityCheck.title')}
      description={t('securityCheck.explain')}
      footer={
        <Button
          onClick={submit}
          busy={submitting}
          looksDisabled={fragment.length !== 4}
          busyText={t('common.loading')}
        >
          {t('securityCheck.confirm')}
        </Button>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Input
          label={t('securityCheck.fragmentLabel')}
          value={fragment}
          onChange={(v) => {
            setFragment(v);
            setError(null);
          }}
          digitsOnly
          maxLength={4}
          autoFocus
          prefix={<span aria-hidden>{head}</span>}
          suffix={<span aria-hidden>{tail}</span>}
          placeholder="****"
          error={message(error ?? serverError)}
        />
      </form>
    </Dialog>
  );
}
