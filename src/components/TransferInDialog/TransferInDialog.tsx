import { useT } from '../../i18n/useLanguage';
import styled from 'styled-components';
import { LIMITS, validateTransferAmount } from '../../domain';
import { Amount } from '../Amount/Amount';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Input } from '../Input/Input';
import { ErrorText } from '../shared/Field.styles';
import { decimalAmount } from '../shared/filters';
import { useMessage } from '../shared/useMessage';
import { useValidatedField } from '../shared/useValidatedField';
import { design } from '../../theme/design';

export interface TransferInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The venue's message (code 6413); the activity notice (venueActivityNotice) by default. */
  message?: string | null;
  /** The centre wallet's balance: 全部 fills it in. */
  centerBalance: number;
  /** A valid amount (string, as the transfer call takes it). */
  onSubmit: (amount: string) => void;
  /** 直接进入游戏: launch without transferring. */
  onEnterDirectly: () => void;
  submitting?: boolean;
  /** The transfer call's failure message (or a MessageKey). */
  serverError?: string | null;
}

const Balance = styled.p`
  margin: 0;
  display: flex;
  justify-content: space-between;
  color: ${design.color.textMuted};
  strong {
    color: ${design.color.text};
  }
`;

const AllButton = styled.button`
  border: 0;
  background: transparent;
  color: ${design.color.link};
  cursor: pointer;
  white-space: nowrap;
`;

/** The whole balance as an amount string: floor to fen, no trailing zeros. */
export function balanceToAmount(balance: number): string {
  if (!Number.isFinite(balance) || balance <= 0) return '0';
  return String(Math.floor(balance * 100 + 1e-6) / 100);
}

/** Transfer into a venue before entering it (spec sections 4 and 5). */
export function TransferInDialog({
  open,
  onOpenChange,
  message,
  centerBalance,
  onSubmit,
  onEnterDirectly,
  submitting = false,
  serverError,
}: TransferInDialogProps) {
  const t = useT();
  const text = useMessage();
  const amount = useValidatedField(validateTransferAmount, onSubmit);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('transferIn.title')}
      description={message || text('venueActivityNotice')}
      footer={
        <>
          <Button variant="secondary" onClick={onEnterDirectly} disabled={submitting}>
            {t('transferIn.enterDirectly')}
          </Button>
          <Button
            onClick={amount.submit}
            busy={submitting}
            busyText={t('common.loading')}
            looksDisabled={amount.value === ''}
          >
            {t('transferIn.confirm')}
          </Button>
        </>
      }
    >
      <Balance>
        <span>{t('transferIn.centerBalance')}</span>
        <strong>
          <Amount value={centerBalance} fixed symbol />
        </strong>
      </Balance>
      <form onSubmit={amount.submitForm}>
        <Input
          label={t('transferIn.amountLabel')}
          placeholder={t('transferIn.amountPlaceholder')}
          value={amount.value}
          onChange={amount.change}
          filter={(raw) => decimalAmount(raw, 2)}
          maxLength={LIMITS.transferAmountMax}
          inputMode="decimal"
          clearable
          error={text(amount.error)}
          suffix={
            <AllButton
              type="button"
              onClick={() => amount.setValue(balanceToAmount(centerBalance))}
            >
              {t('transferIn.all')}
            </AllButton>
          }
        />
      </form>
      {serverError ? <ErrorText role="alert">{text(serverError)}</ErrorText> : null}
    </Dialog>
  );
}
