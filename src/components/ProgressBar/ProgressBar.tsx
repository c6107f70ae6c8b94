import styled from 'styled-components';
import { design } from '../../theme/design';

export interface ProgressBarProps {
  /** 0-100; undefined = indeterminate (navigation progress). */
  value?: number;
  label: string;
  /** Fixed at the top of the page (route change). */
  fixedTop?: boolean;
}

const Track = styled.div<{ $fixed: boolean }>`
  position: ${({ $fixed }) => ($fixed ? 'fixed' : 'relative')};
  top: 0;
  left: 0;
  width: 100%;
  height: ${({ $fixed }) => ($fixed ? '3px' : '0.5rem')};
  overflow: hidden;
  border-radius: ${({ theme, $fixed }) => ($fixed ? '0' : theme.radius.round)};
  background: ${({ theme, $fixed }) => ($fixed ? 'transparent' : theme.color.surfaceRaised)};
  z-index: ${design.zIndex.loading};
`;

const Bar = styled.div<{ $value: number | undefined }>`
  height: 100%;
  width: ${({ $value }) => ($value === undefined ? '40%' : `${$value}%`)};
  background: ${design.color.primary};
  transition: width ${design.motion.duration.normal};
`;

export function ProgressBar({ value, label, fixedTop = false }: ProgressBarProps) {
  const clamped = value === undefined ? undefined : Math.min(100, Math.max(0, value));
  return (
    <Track
      $fixed={fixedTop}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
    >
      <Bar $value={clamped} />
    </Track>
  );
}
