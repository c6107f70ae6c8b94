// The main menu (首页, the seven venue categories, the brand pages, 在线客服). The first paint
// shows it as plain links; the Radix navigation menu with the venue panels (VenueMenu) loads
// when the pointer first comes near or focus first comes in (not on its own: its load and
// swap are a long task a visitor who never opens a panel should not pay), and takes the same
// boxes. Focus inside the menu at that moment stays on the same item, and the category the
// pointer rests on opens. A press on a plain link ends there: the swap waits for its release,
// since a link replaced between press and release gets no click.
import ChevronDown from 'lucide-react/icons/chevron-down';
import {
  createElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import styled from 'styled-components';
import { lateModule, useLateModuleAfterPress } from '../../components/lateModule';
import { useTexts } from '../../i18n/screenTexts';
import {
  CATEGORY_PATHS,
  type NavigationVenue,
  type VenueCategory,
} from '../../screens/home/HomeModel';
import { useHomeText } from '../../screens/home/texts';
import { MenuButton, MenuLink, navList, navRoot } from './mainNav.styles';
import type { BrandLink } from './menuLinks';
import { chromeTexts } from './texts';

export interface MainNavProps {
  categories: { code: VenueCategory; name: string; venues: NavigationVenue[] }[];
  /** The open category panel ('' for none). */
  value: string;
  onValueChange: (value: string) => void;
  onService: () => void;
  /** The brand pages after the categories (brandLinks: no 合营 with hiddenAgent). */
  links: readonly BrandLink[];
}

export const venueMenuModule = lateModule<ComponentType<MainNavProps>>(() =>
  import('./VenueMenu').then((m) => m.VenueMenu),
);

const PlainNav = styled.nav`
  ${navRoot}
`;
const PlainList = styled.ul`
  ${navList}
`;

/** The menu's items as plain links, in the boxes the navigation menu will use. */
function PlainMenu({
  categories,
  onService,
  onHover,
  links,
}: MainNavProps & { onHover: (code: string) => void }) {
  const home = useHomeText();
  const text = useTexts(chromeTexts);
  return (
    <PlainNav aria-label={home.mainMenu}>
      <div style={{ position: 'relative' }}>
        <PlainList>
          <li>
            <MenuLink to="/" end>
              {home.home}
            </MenuLink>
          </li>
          {categories.map(({ code, name }) => (
            <li key={code} onPointerEnter={() => onHover(code)} onPointerLeave={() => onHover('')}>
              <MenuLink to={CATEGORY_PATHS[code]}>
                {name}
                <ChevronDown size={14} aria-hidden />
              </MenuLink>
            </li>
          ))}
          {links.map((l) => (
            <li key={l.key}>
              <MenuLink to={l.to}>{text.menu[l.key]}</MenuLink>
            </li>
          ))}
          <li>
            <MenuButton type="button" onClick={onService}>
              {text.menu.service}
            </MenuButton>
          </li>
        </PlainList>
      </div>
    </PlainNav>
  );
}

export function MainNav(props: MainNavProps) {
  const [wanted, setWanted] = useState(false);
  const { value: VenueMenu, holdPress } = useLateModuleAfterPress(venueMenuModule, wanted);

  // when the menu arrives (before React swaps the markup): the focused item and the category
  // the pointer rests on, to focus the same item and open that panel in the new menu
  const box = useRef<HTMLDivElement>(null);
  const carried = useRef({ focused: -1, hovered: '' });
  useEffect(
    () =>
      venueMenuModule.subscribe(() => {
        const items = [...(box.current?.querySelectorAll('a, button') ?? [])];
        carried.current.focused = items.findIndex((el) => el === document.activeElement);
      }),
    [],
  );
  const { onValueChange } = props;
  const swapped = useRef(false);
  useLayoutEffect(() => {
    if (!VenueMenu || swapped.current) return;
    swapped.current = true;
    const { focused, hovered } = carried.current;
    if (focused >= 0) box.current?.querySelectorAll<HTMLElement>('a, button')[focused]?.focus();
    if (hovered) onValueChange(hovered);
  }, [VenueMenu, onValueChange]);

  return (
    <Box
      ref={box}
      onPointerEnter={() => setWanted(true)}
      onFocus={() => setWanted(true)}
      onPointerDownCapture={holdPress}
    >
      {VenueMenu ? (
        createElement(VenueMenu, props)
      ) : (
        <PlainMenu {...props} onHover={(code) => (carried.current.hovered = code)} />
      )}
    </Box>
  );
}

/** No box of its own: the nav stays a flex item of the header row. */
const Box = styled.div`
  display: contents;
`;
