import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/useLanguage';
import styled, { keyframes } from 'styled-components';
import { design } from '../../theme/design';

export interface LoadingToastProps {
  open: boolean;
  /** Default 加载中... */
  text?: string;
  /** Closes by itself after `duration` ms (3 s, spec section 9) when asked. */
  autoClose?: boolean;
  duration?: number;
  onClose?: () => void;
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Box = styled.div`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${design.space.s};
  min-width: 8rem;
  padding: ${design.space.l};
  border-radius: ${design.radius.l};
  background: ${design.color.toastBackground};
  color: ${design.color.toastText};
  box-shadow: ${design.shadow.toast};
  z-index: ${design.zIndex.loading};
`;

export const Spinner = styled.span`
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  border: 3px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.8s linear infinite;
`;

/** A centred loading notice; announced as a status, does not take focus. */
export function LoadingToast({
  open,
  text,
  autoClose = false,
  duration = 3000,
  onClose,
}: LoadingToastProps) {
  const t = useT();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (!open || !autoClose) return;
    const timer = setTimeout(() => onCloseRef.current?.(), duration);
    return () => clearTimeout(timer);
  }, [open, autoClose, duration]);
  if (!open) return null;
  return (
    <Box role="status" aria-live="polite">
      <Spinner aria-hidden />
      <span>{text ?? t('common.loading')}</span>
    </Box>
  );
}
