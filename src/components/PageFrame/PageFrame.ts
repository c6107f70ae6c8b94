// The frame of a screen inside a layout, shared by every area: the page column with its title
// sizes, a surface panel, a wrapping row and muted small text.
import styled from 'styled-components';
import { design } from '../../theme/design';

export const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${design.space.m};
  min-width: 0;
  h1 {
    margin: 0;
    font-size: ${design.typography.size.xxl};
  }
  h2 {
    margin: 0;
    font-size: ${design.typography.size.l};
  }
`;

export const Panel = styled.div`
  background: ${design.color.surface};
  border: 1px solid ${design.color.border};
  border-radius: ${design.radius.l};
  padding: ${design.space.m};
  display: flex;
  flex-direction: column;
  gap: ${design.space.s};
  min-width: 0;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${design.space.s};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${design.color.textMuted};
  font-size: ${design.typography.size.s};
`;
