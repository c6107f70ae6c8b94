import { useT } from '../../i18n/useLanguage';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';

export interface BindRealNameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server's message (code 6449). */
  message: string;
  /** 去完善: goes to the profile page. */
  onComplete: () => void;
}

/** Bind-real-name code: the server message and 去完善 (spec section 8). */
export function BindRealNameDialog({
  open,
  onOpenChange,
  message,
  onComplete,
}: BindRealNameDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="s"
      title={t('tips.title')}
      description={message}
      footer={
        <Button
          onClick={() => {
            onOpenChange(false);
            onComplete();
          }}
        >
          {t('bindRealName.confirm')}
        </Button>
      }
    />
  );
}
