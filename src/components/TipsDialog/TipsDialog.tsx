import type { ReactNode } from 'react';
import { useT } from '../../i18n/useLanguage';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';

export interface TipsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Default 温馨提示. */
  title?: string;
  message: ReactNode;
  /** Default 确定. */
  confirmText?: string;
  /** Default 取消. */
  cancelText?: string;
  showCancel?: boolean;
  closable?: boolean;
  onConfirm?: () => void;
  onCancel?: () => void;
}

/** The generic tips dialog (spec section 2): default title, optional cancel, custom texts. */
export function TipsDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmText,
  cancelText,
  showCancel = false,
  closable = true,
  onConfirm,
  onCancel,
}: TipsDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      closable={closable}
      size="s"
      title={title ?? t('tips.title')}
      description={message}
      footer={
        <>
          {showCancel ? (
            <Button
              variant="secondary"
              onClick={() => {
                onOpenChange(false);
                onCancel?.();
              }}
            >
              {cancelText ?? t('common.cancel')}
            </Button>
          ) : null}
          <Button
            onClick={() => {
              onOpenChange(false);
              onConfirm?.();
            }}
          >
            {confirmText ?? t('common.confirm')}
          </Button>
        </>
      }
    />
  );
}
