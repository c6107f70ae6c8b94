import * as RadixDialog from '@radix-ui/react-dialog';
import styled from 'styled-components';

export type DialogSize = 's' | 'm' | 'l';

const widths: Record<DialogSize, string> = { s: '22rem', m: '28rem', l: '40rem' };

export const Overlay = styled(RadixDialog.Overlay)<{ $nested: boolean }>`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.color.overlay};
  z-index: ${({ theme, $nested }) => ($nested ? theme.zIndex.nestedDialog : theme.zIndex.dialog)};
`;

export const Content = styled(RadixDialog.Content)<{ $nested: boolean; $size: DialogSize }>`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(${({ $size }) => widths[$size]}, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  overflow: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.m};
  padding: ${({ theme }) => theme.space.l};
  border-radius: ${({ theme }) => theme.radius.l};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.dialog};
  z-index: ${({ theme, $nested }) =>
    ($nested ? theme.zIndex.nestedDialog : theme.zIndex.dialog) + 1};
  &:focus {
    outline: none;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.s};
`;

export const Title = styled(RadixDialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

export const Description = styled(RadixDialog.Description)`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  white-space: pre-line;
`;

export const Close = styled(RadixDialog.Close)`
  flex: none;
  margin-left: auto;
  width: 2rem;
  height: 2rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.typography.size.l};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.text};
  }
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.s};
  & > * {
    flex: 1;
  }
`;
