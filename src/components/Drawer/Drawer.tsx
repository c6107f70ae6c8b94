// A side drawer over Radix Dialog: the phone menu and the member-centre section drawer. Focus is
// trapped inside, Escape and the close button close it, focus returns to the opener.
import * as RadixDialog from '@radix-ui/react-dialog';
import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { design } from '../../theme/design';

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
  background: ${design.color.overlay};
  z-index: ${design.zIndex.overlay};
`;

const Panel = styled(RadixDialog.Content)<{ $side: 'left' | 'right' }>`
  position: fixed;
  top: 0;
  bottom: 0;
  ${({ $side }) => ($side === 'left' ? 'left: 0;' : 'right: 0;')}
  width: min(20rem, 86vw);
  display: flex;
  flex-direction: column;
  background: ${design.color.surface};
  color: ${design.color.text};
  box-shadow: ${design.shadow.dialog};
  z-index: ${design.zIndex.dialog};
  animation: ${({ $side }) => ($side === 'left' ? slideIn : slideInRight)}
    ${design.motion.duration.normal} ${design.motion.easing.standard};
  &:focus {
    outline: none;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${design.space.s};
  padding: ${design.space.xs} ${design.space.m};
  border-bottom: 1px solid ${design.color.border};
`;

const Title = styled(RadixDialog.Title)`
  margin: 0;
  font-size: ${design.type.cardTitle.size};
  font-weight: ${design.type.cardTitle.weight};
`;

const Close = styled(RadixDialog.Close)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${design.touchTarget};
  min-height: ${design.touchTarget};
  border: 0;
  border-radius: ${design.radius.m};
  background: transparent;
  color: ${design.color.text};
  cursor: pointer;
  &:hover {
    background: ${design.color.surfaceHover};
  }
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${design.space.s} ${design.space.m};
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
