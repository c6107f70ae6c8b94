import styled from 'styled-components';
import { design } from '../../theme/design';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${design.space.m};
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${design.space.s};
  font-size: ${design.typography.size.s};
`;

export const Links = styled.div`
  display: flex;
  justify-content: center;
  gap: ${design.space.l};
  font-size: ${design.typography.size.s};
  color: ${design.color.textMuted};
`;

export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: transparent;
  color: ${design.color.link};
  font-size: inherit;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

export const Steps = styled.ol`
  display: flex;
  gap: ${design.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${design.typography.size.s};
  li {
    flex: 1;
    padding-top: ${design.space.xs};
    border-top: 3px solid ${design.color.border};
    color: ${design.color.textMuted};
    text-align: center;
  }
  li[aria-current='step'],
  li[data-done='true'] {
    border-top-color: ${design.color.primary};
    color: ${design.color.text};
  }
`;

export const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${design.space.s};
  padding: ${design.space.l} 0;
  text-align: center;
`;

export const PhoneRow = styled.div`
  display: grid;
  grid-template-columns: 8.5rem 1fr;
  gap: ${design.space.xs};
  align-items: start;
`;
