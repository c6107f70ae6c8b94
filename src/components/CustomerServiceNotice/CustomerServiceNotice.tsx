import { useState } from 'react';
import { useT } from '../../i18n/useLanguage';
import styled from 'styled-components';
import { isWebUrl } from '../../domain';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { ErrorText } from '../shared/Field.styles';
import { useMessage } from '../shared/useMessage';
import { design } from '../../theme/design';

export type OpenWindow = (url: string, target: string, features: string) => unknown;

export interface CustomerServiceNoticeProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The service url (the online-customer-service call answers it). */
  resolveUrl: () => Promise<string> | string;
  /** window.open by default. */
  openWindow?: OpenWindow;
}

const Notes = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  display: flex;
  flex-direction: column;
  gap: ${design.space.xs};
  line-height: ${design.typography.lineHeight.normal};
`;

/** Opens a link from the server in a new tab, without giving it this page (noopener). */
export function openExternal(
  url: string,
  openWindow: OpenWindow = (u, t, f) => window.open(u, t, f),
) {
  if (isWebUrl(url, window.location.href)) openWindow(url, '_blank', 'noopener,noreferrer');
}

/** The safety notice shown before customer service opens in a new tab (spec section 2). */
export function CustomerServiceNotice({
  open,
  onOpenChange,
  resolveUrl,
  openWindow,
}: CustomerServiceNoticeProps) {
  const t = useT();
  const message = useMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const url = await resolveUrl();
      openExternal(url, openWindow);
      onOpenChange(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      nested
      title={t('customerService.title')}
      footer={
        <Button onClick={() => void confirm()} busy={busy} busyText={t('customerService.opening')}>
          {t('customerService.confirm')}
        </Button>
      }
    >
      <Notes>
        <li>{t('customerService.line1')}</li>
        <li>{t('customerService.line2')}</li>
        <li>{t('customerService.line3')}</li>
      </Notes>
      {error ? <ErrorText role="alert">{message(error)}</ErrorText> : null}
    </Dialog>
  );
}
