import type { ReactNode } from 'react';
import { useT } from '../../i18n/useLanguage';
import styled from 'styled-components';
import { design } from '../../theme/design';

export interface EmptyProps {
  /** Default 暂无数据. */
  text?: string;
  action?: ReactNode;
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${design.space.s};
  padding: ${design.space.xl};
  color: ${design.color.textMuted};
`;

const Picture = styled.div`
  width: 4rem;
  height: 3rem;
  border-radius: ${design.radius.m};
  border: 2px dashed ${design.color.border};
`;

/** Nothing to show yet. */
export function Empty({ text, action }: EmptyProps) {
  const t = useT();
  return (
    <Wrap>
      <Picture aria-hidden />
      <p style={{ margin: 0 }}>{text ?? t('common.empty')}</p>
      {action}
    </Wrap>
  );
}
