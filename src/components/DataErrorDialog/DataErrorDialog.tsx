import { useT } from '../../i18n/useLanguage';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';

export interface DataErrorDialogProps {
  open: boolean;
  /** Confirm re-enters the game (the dialog cannot be closed otherwise). */
  onReenter: () => void;
}

/** UID-verification error of the sports resource: 数据异常,请重新进入游戏 (spec section 8). */
export function DataErrorDialog({ open, onReenter }: DataErrorDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      closable={false}
      size="s"
      title={t('tips.title')}
      description={t('dataError.message')}
      footer={<Button onClick={onReenter}>{t('dataError.confirm')}</Button>}
    />
  );
}
