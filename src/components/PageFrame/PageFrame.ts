// The frame of a screen inside a layout, shared by every area: the page column with its title
// sizes, a surface panel, a wrapping row and muted small text.
import styled from 'styled-components';

export const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.m};
  min-width: 0;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xxl};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.l};
  }
`;

export const Panel = styled.div`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.l};
  padding: ${({ theme }) => theme.space.m};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.s};
  min-width: 0;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.s};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.typography.size.s};
`;
