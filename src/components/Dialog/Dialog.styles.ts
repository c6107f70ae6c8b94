import * as RadixDialog from '@radix-ui/react-dialog';
import styled, { css, keyframes } from 'styled-components';
import { design } from '../../theme/design';
import { dialogSurface } from '../../theme/surfaces';
import { PAGE_DUE_CLASS } from '../drawnOnServer';

export type DialogSize = 's' | 'm' | 'l';

const widths: Record<DialogSize, string> = { s: '22rem', m: '28rem', l: '40rem' };

const hidden = keyframes`
  from {
    visibility: hidden;
  }
`;

/** Dialog's shownAt in the browser: hidden until its animation-delay has passed. */
const later = css`
  animation: ${hidden} 0s backwards;
`;

/** Dialog's shownAt in a drawn page: hidden until the page's first script marks the page's
 * 500 ms (PAGE_DUE_CLASS on <html>). */
const drawnLater = css`
  visibility: hidden;
  :root.${PAGE_DUE_CLASS} & {
    visibility: visible;
  }
`;

type Later = { $later: 'drawn' | 'live' | null };
const laterStyle = ({ $later }: Later) =>
  $later === 'drawn' ? drawnLater : $later === 'live' ? later : '';

export const Overlay = styled(RadixDialog.Overlay)<{ $nested: boolean } & Later>`
  ${laterStyle}
  position: fixed;
  inset: 0;
  background: ${design.color.overlay};
  z-index: ${({ theme, $nested }) => ($nested ? theme.zIndex.nestedDialog : theme.zIndex.dialog)};
`;

export const Content = styled(RadixDialog.Content)<{ $nested: boolean; $size: DialogSize } & Later>`
  ${laterStyle}
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(${({ $size }) => widths[$size]}, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  overflow: auto;
  display: flex;
  flex-direction: column;
  gap: ${design.space.m};
  padding: ${design.space.l};
  ${dialogSurface}
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
  gap: ${design.space.s};
`;

export const Title = styled(RadixDialog.Title)`
  margin: 0;
  font-size: ${design.typography.size.xl};
  font-weight: ${design.typography.weight.bold};
`;

export const Description = styled(RadixDialog.Description)`
  margin: 0;
  color: ${design.color.text};
  line-height: ${design.typography.lineHeight.normal};
  white-space: pre-line;
`;

export const Close = styled(RadixDialog.Close)`
  flex: none;
  margin-left: auto;
  width: 2rem;
  height: 2rem;
  border: 0;
  border-radius: ${design.radius.round};
  background: transparent;
  color: ${design.color.textMuted};
  font-size: ${design.typography.size.l};
  cursor: pointer;
  &:hover {
    background: ${design.color.surfaceRaised};
    color: ${design.color.text};
  }
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${design.space.s};
  & > * {
    flex: 1;
  }
`;
