// The looks of surfaces that sit above the page, written once for every component that has one.
import { css } from 'styled-components';
import { design } from './design';

/** A panel floating over the page beside what opened it: menus and their dropdowns. */
export const floatingPanel = css`
  background: ${design.color.surface};
  color: ${design.color.text};
  border: 1px solid ${design.color.border};
  border-radius: ${design.radius.l};
  box-shadow: ${design.shadow.floating};
  z-index: ${design.zIndex.dropdown};
`;

/** The card of a dialog, or of anything that holds the page like one (a launch, the chat). */
export const dialogSurface = css`
  border-radius: ${design.radius.l};
  background: ${design.color.surface};
  color: ${design.color.text};
  box-shadow: ${design.shadow.dialog};
`;
