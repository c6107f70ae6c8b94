import * as RadixToast from '@radix-ui/react-toast';
import { useCallback, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/useLanguage';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import { design } from '../../theme/design';

export type ToastType = 'info' | 'error' | 'success' | 'warning';

export interface ToastItem {
  id: string;
  type: ToastType;
  message: string;
  /** ms; 3000 by default. */
  duration?: number;
}

export interface ToasterProps {
  toasts: readonly ToastItem[];
  onDismiss: (id: string) => void;
}

// Over the sticky header, the one strip of the screen that is never content a player is reading:
// at the bottom a toast covered home's live cards, the chat button and a phone's tab bar.
const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  left: 50%;
  top: ${design.space.xs};
  max-width: calc(100vw - 2 * ${design.space.s});
  transform: translateX(-50%);
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${design.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  z-index: ${design.zIndex.toast};
  outline: none;
`;

const Root = styled(RadixToast.Root)<{ $type: ToastType }>`
  display: flex;
  align-items: center;
  gap: ${design.space.xs};
  max-width: 28rem;
  padding: ${design.space.s} ${design.space.m};
  border-radius: ${design.radius.m};
  background: ${design.color.toastBackground};
  color: ${design.color.toastText};
  box-shadow: ${design.shadow.toast};
  ${({ $type }) => css`
    border-left: 4px solid var(--toast-${$type});
  `}
  --toast-info: ${design.color.info};
  --toast-error: ${design.color.danger};
  --toast-success: ${design.color.success};
  --toast-warning: ${design.color.warning};
`;

const Icon = styled.span`
  font-weight: ${design.typography.weight.bold};
`;

const icons: Record<ToastType, string> = { info: 'ℹ', error: '✕', success: '✓', warning: '!' };

/** Toasts over the header (not over the page's content), over Radix: announced politely. */
export function Toaster({ toasts, onDismiss }: ToasterProps) {
  const t = useT();
  return (
    <RadixToast.Provider swipeDirection="up" label={t('toast.region')}>
      {toasts.map((toast) => (
        <Root
          key={toast.id}
          $type={toast.type}
          type={toast.type === 'error' ? 'foreground' : 'background'}
          duration={toast.duration ?? 3000}
          onOpenChange={(open) => {
            if (!open) onDismiss(toast.id);
          }}
          data-type={toast.type}
        >
          <Icon aria-hidden>{icons[toast.type]}</Icon>
          <VisuallyHidden>{t(`toast.${toast.type}`)}</VisuallyHidden>
          <RadixToast.Description>{toast.message}</RadixToast.Description>
        </Root>
      ))}
      <Viewport />
    </RadixToast.Provider>
  );
}

/** Local toast state for a screen or a story (the app's toasts live in the UI store). */
export function useToastQueue(): {
  toasts: ToastItem[];
  show: (type: ToastType, message: string, duration?: number) => void;
  dismiss: (id: string) => void;
  toaster: ReactNode;
} {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const dismiss = useCallback(
    (id: string) => setToasts((all) => all.filter((x) => x.id !== id)),
    [],
  );
  const show = useCallback((type: ToastType, message: string, duration?: number) => {
    const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    setToasts((all) => [...all, { id, type, message, duration }]);
  }, []);
  return { toasts, show, dismiss, toaster: <Toaster toasts={toasts} onDismiss={dismiss} /> };
}
