import { useT } from '../../i18n/useLanguage';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';

export interface LoginRequiredDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The single OK: leads to login. */
  onLogin: () => void;
}

/** 请先登录账号,才能了解更多 with a single OK that opens login (spec section 2). */
export function LoginRequiredDialog({ open, onOpenChange, onLogin }: LoginRequiredDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="s"
      title={t('tips.title')}
      description={t('loginRequired.message')}
      footer={
        <Button
          onClick={() => {
            onOpenChange(false);
            onLogin();
          }}
        >
          {t('common.confirm')}
        </Button>
      }
    />
  );
}
