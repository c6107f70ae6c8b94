import styled from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.m};
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.s};
  font-size: ${({ theme }) => theme.typography.size.s};
`;

export const Links = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.l};
  font-size: ${({ theme }) => theme.typography.size.s};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.link};
  font-size: inherit;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

export const Steps = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.size.s};
  li {
    flex: 1;
    padding-top: ${({ theme }) => theme.space.xs};
    border-top: 3px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.textMuted};
    text-align: center;
  }
  li[aria-current='step'],
  li[data-done='true'] {
    border-top-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.text};
  }
`;

export const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.s};
  padding: ${({ theme }) => theme.space.l} 0;
  text-align: center;
`;

export const PhoneRow = styled.div`
  display: grid;
  grid-template-columns: 8.5rem 1fr;
  gap: ${({ theme }) => theme.space.xs};
  align-items: start;
`;
