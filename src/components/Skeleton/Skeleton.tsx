import { useT } from '../../i18n/useLanguage';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import { design } from '../../theme/design';

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

export const SkeletonBlock = styled.span<{ $width?: string; $height?: string; $round?: boolean }>`
  display: block;
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $height }) => $height ?? '1rem'};
  border-radius: ${({ theme, $round }) => ($round ? theme.radius.round : theme.radius.s)};
  background: linear-gradient(
    90deg,
    ${design.color.skeletonBase} 25%,
    ${design.color.skeletonHighlight} 50%,
    ${design.color.skeletonBase} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

export interface SkeletonProps {
  /** Number of text lines. */
  lines?: number;
  avatar?: boolean;
}

const Wrap = styled.div`
  display: flex;
  gap: ${design.space.m};
  width: 100%;
`;

const Lines = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${design.space.xs};
`;

/** Placeholder shapes while content loads; announced once as 加载中... */
export function Skeleton({ lines = 3, avatar = false }: SkeletonProps) {
  const t = useT();
  return (
    <Wrap role="status" aria-busy="true">
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      {avatar ? <SkeletonBlock aria-hidden $width="3rem" $height="3rem" $round /> : null}
      <Lines aria-hidden>
        {Array.from({ length: lines }, (_, i) => (
          <SkeletonBlock key={i} $width={i === lines - 1 ? '60%' : '100%'} />
        ))}
      </Lines>
    </Wrap>
  );
}
