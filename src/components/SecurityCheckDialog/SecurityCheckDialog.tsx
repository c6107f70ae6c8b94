import { useT } from '../../i18n/useLanguage';
import { validatePhoneFragment } from '../../domain';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Input } from '../Input/Input';
import { useMessage } from '../shared/useMessage';
import { useValidatedField } from '../shared/useValidatedField';

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
  const t = useT();
  const message = useMessage();
  const fragment = useValidatedField(validatePhoneFragment, onSubmit);
  const [head, tail] = maskedPhone.split(/\*+/);

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
          onClick={fragment.submit}
          busy={submitting}
          looksDisabled={fragment.value.length !== 4}
          busyText={t('common.loading')}
        >
          {t('securityCheck.confirm')}
        </Button>
      }
    >
      <form onSubmit={fragment.submitForm}>
        <Input
          label={t('securityCheck.fragmentLabel')}
          value={fragment.value}
          onChange={fragment.change}
          digitsOnly
          maxLength={4}
          autoFocus
          prefix={<span aria-hidden>{head}</span>}
          suffix={<span aria-hidden>{tail}</span>}
          placeholder="****"
          error={message(fragment.error ?? serverError)}
        />
      </form>
    </Dialog>
  );
}
