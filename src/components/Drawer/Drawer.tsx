// A side drawer over Radix Dialog: the phone menu and the member-centre section drawer. Focus is
// trapped inside, Escape and the close button close it, focus returns to the opener.
import * as RadixDialog from '@radix-ui/react-dialog';
import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';

const slideIn = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(0); }
`;
const slideInRight = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`;

const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.color.overlay};
  z-index: ${({ theme }) => theme.zIndex.overlay};
`;

const Panel = styled(RadixDialog.Content)<{ $side: 'left' | 'right' }>`
  position: fixed;
  top: 0;
  bottom: 0;
  ${({ $side }) => ($side === 'left' ? 'left: 0;' : 'right: 0;')}
  width: min(20rem, 86vw);
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.dialog};
  z-index: ${({ theme }) => theme.zIndex.dialog};
  animation: ${({ $side }) => ($side === 'left' ? slideIn : slideInRight)}
    ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};
  &:focus {
    outline: none;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.s};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.m};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Title = styled(RadixDialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.type.cardTitle.size};
  font-weight: ${({ theme }) => theme.type.cardTitle.weight};
`;

const Close = styled(RadixDialog.Close)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.touchTarget};
  min-height: ${({ theme }) => theme.touchTarget};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.m};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space.s} ${({ theme }) => theme.space.m};
`;

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The drawer's heading (its accessible name). */
  title: string;
  /** The close button's label. */
  closeLabel: string;
  side?: 'left' | 'right';
  children: ReactNode;
  'data-testid'?: string;
}

export function Drawer({
  open,
  onOpenChange,
  title,
  closeLabel,
  side = 'left',
  children,
  'data-testid': testId,
}: DrawerProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <Overlay />
        <Panel $side={side} aria-describedby={undefined} data-testid={testId}>
          <Head>
            <Title>{title}</Title>
            <Close aria-label={closeLabel}>
              <X size={20} aria-hidden />
            </Close>
          </Head>
          <Body>{children}</Body>
        </Panel>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
