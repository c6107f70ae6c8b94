// The one way every screen shows loading, failure and emptiness around its content: a skeleton
// shaped like the content while loading, the server's message with 重试 on failure (as an empty
// state when the thing does not exist), Empty when there is nothing, else the content.
import type { ReactNode } from 'react';
import { useT } from '../../i18n/useLanguage';
import styled from 'styled-components';
import { Button } from '../Button/Button';
import { Empty } from '../Empty/Empty';
import { Skeleton } from '../Skeleton/Skeleton';
import { design } from '../../theme/design';

export type LoadStateStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface LoadStateProps {
  status: LoadStateStatus;
  /** The server's message when it failed (else a generic 加载失败). */
  error?: string | null;
  onRetry?: () => void;
  /** What mends the failure when 重试 cannot (a missing step: 去绑定手机 ...): shown instead. */
  fix?: ReactNode;
  /** The failure says it does not exist (`Loadable.missing`, 6004): the message as an empty
   * state, without 重试, which cannot help. */
  missing?: boolean;
  /** Shown (instead of children) when ready and empty. */
  empty?: boolean;
  emptyText?: string;
  /** Skeleton shaped like the content; default three text lines. */
  skeleton?: ReactNode;
  children: ReactNode;
}

const Failure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${design.space.s};
  padding: ${design.space.xl};
  color: ${design.color.textMuted};
  text-align: center;
`;

export function LoadState({
  status,
  error,
  onRetry,
  fix,
  missing = false,
  empty = false,
  emptyText,
  skeleton,
  children,
}: LoadStateProps) {
  const t = useT();
  if (status === 'idle' || status === 'loading') return <>{skeleton ?? <Skeleton lines={3} />}</>;
  if (status === 'error' && missing) return <Empty text={error || t('loadState.failed')} />;
  if (status === 'error') {
    return (
      <Failure role="alert">
        <span>{error || t('loadState.failed')}</span>
        {fix ? (
          fix
        ) : onRetry ? (
          <Button size="s" variant="secondary" onClick={onRetry}>
            {t('loadState.retry')}
          </Button>
        ) : null}
      </Failure>
    );
  }
  if (empty) return <Empty text={emptyText} />;
  return <>{children}</>;
}
