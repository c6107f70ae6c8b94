import { useT } from '../../i18n/useLanguage';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';

export interface VoiceCodeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Requests the code by voice call. */
  onConfirm: () => void;
}

/** Explains the code is given by phone call (spec section 2, new device). */
export function VoiceCodeDialog({ open, onOpenChange, onConfirm }: VoiceCodeDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      nested
      size="s"
      title={t('voiceCode.title')}
      description={t('voiceCode.message')}
      footer={
        <Button
          onClick={() => {
            onOpenChange(false);
            onConfirm();
          }}
        >
          {t('voiceCode.confirm')}
        </Button>
      }
    />
  );
}
