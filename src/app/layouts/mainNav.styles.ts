// The main menu's look, shared by the first paint's plain menu (MainNav) and the Radix
// navigation menu that replaces it once loaded (VenueMenu): same boxes, so nothing moves.
import { NavLink } from 'react-router-dom';
import { css } from 'styled-components';
import styled from 'styled-components';
import { design } from '../../theme/design';

export const menuItem = css`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  min-height: ${design.touchTarget};
  padding: 0 ${design.space.xs};
  border: 0;
  border-radius: ${design.radius.m};
  background: transparent;
  color: ${design.color.chromeText};
  text-decoration: none;
  font-size: ${design.type.body.size};
  font-weight: 500;
  white-space: nowrap;
  cursor: pointer;
  ${design.media.laptop} {
    padding: 0 ${design.space.xxs};
  }
  &:hover,
  &[data-state='open'] {
    background: ${design.color.surfaceHover};
  }
  &.active,
  &[aria-current='page'] {
    color: ${design.color.primary};
    box-shadow: inset 0 -2px 0 ${design.color.primary};
  }
`;

export const navRoot = css`
  position: relative;
  flex: 1;
  min-width: 0;
  ${design.media.tablet} {
    display: none;
  }
`;

export const navList = css`
  display: flex;
  align-items: center;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const MenuLink = styled(NavLink)`
  ${menuItem}
`;
export const MenuButton = styled.button`
  ${menuItem}
`;
