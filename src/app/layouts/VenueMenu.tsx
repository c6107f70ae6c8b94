// The main menu with its venue panels (Radix NavigationMenu): hovering or focusing a category
// opens its venues with artwork. Loaded after the first paint; MainNav shows the same items as
// plain links until then.
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Artwork } from '../../components/Artwork/Artwork';
import { fill, useTexts } from '../../i18n/screenTexts';
import {
  CATEGORY_PATHS,
  type NavigationVenue,
  type VenueCategory,
} from '../../screens/home/HomeModel';
import { launchVenue } from '../../screens/home/launchVenue';
import { useHomeText } from '../../screens/home/texts';
import { useRootStore } from '../../stores';
import { MenuButton, MenuLink, navList, navRoot } from './mainNav.styles';
import type { MainNavProps } from './MainNav';
import { chromeTexts } from './texts';
import { design } from '../../theme/design';
import { floatingPanel } from '../../theme/surfaces';

const NavRoot = styled(NavigationMenu.Root)`
  ${navRoot}
`;

const NavList = styled(NavigationMenu.List)`
  ${navList}
`;

const Viewport = styled(NavigationMenu.Viewport)`
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  width: min(52rem, calc(100vw - 4rem));
  height: var(--radix-navigation-menu-viewport-height);
  overflow: hidden;
  ${floatingPanel}
  transition: height ${design.motion.duration.normal};
`;

const Panel = styled(NavigationMenu.Content)`
  padding: ${design.density.card};
  display: flex;
  flex-direction: column;
  gap: ${design.space.s};
`;

const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${design.space.s};
  h2 {
    margin: 0;
    font-size: ${design.type.cardTitle.size};
  }
`;

const VenueGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
  gap: ${design.density.grid};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const VenueButton = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${design.space.xxs};
  width: 100%;
  padding: 0;
  border: 1px solid ${design.color.border};
  border-radius: ${design.radius.m};
  overflow: hidden;
  background: ${design.color.surfaceRaised};
  color: ${design.color.text};
  text-align: left;
  cursor: pointer;
  transition: transform ${design.motion.duration.fast};
  span {
    padding: 0 ${design.space.xs} ${design.space.xs};
    font-size: ${design.type.caption.size};
  }
  &:hover:not(:disabled) {
    transform: translateY(-2px);
    border-color: ${design.color.primary};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

/** A category's venues with artwork, inside its menu panel. */
const VenuePanel = observer(function VenuePanel({
  code,
  name,
  venues,
}: {
  code: VenueCategory;
  name: string;
  venues: NavigationVenue[];
}) {
  const root = useRootStore();
  const text = useTexts(chromeTexts);
  return (
    <>
      <PanelHead>
        <h2>{name}</h2>
        <NavigationMenu.Link asChild>
          <Link to={CATEGORY_PATHS[code]}>{fill(text.allVenues, { name })}</Link>
        </NavigationMenu.Link>
      </PanelHead>
      {venues.length === 0 ? (
        <p>{text.noVenues}</p>
      ) : (
        <VenueGrid>
          {venues.map((venue) => (
            <li key={venue.enName}>
              <VenueButton
                type="button"
                disabled={venue.maintenance}
                onClick={() => void launchVenue(root, venue)}
              >
                <Artwork
                  kind="venue"
                  code={venue.enName}
                  category={code}
                  title={venue.name}
                  decorative
                  hideTitle
                />
                <span>
                  {venue.maintenance ? `${venue.name} (${text.maintenance})` : venue.name}
                </span>
              </VenueButton>
            </li>
          ))}
        </VenueGrid>
      )}
    </>
  );
});

export function VenueMenu({ categories, value, onValueChange, onService, links }: MainNavProps) {
  const home = useHomeText();
  const text = useTexts(chromeTexts);
  return (
    <NavRoot
      value={value}
      onValueChange={onValueChange}
      aria-label={home.mainMenu}
      delayDuration={80}
    >
      <NavList>
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild>
            <MenuLink to="/" end>
              {home.home}
            </MenuLink>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
        {categories.map(({ code, name, venues }) => (
          <NavigationMenu.Item key={code} value={code}>
            <NavigationMenu.Trigger asChild onFocus={() => onValueChange(code)}>
              <MenuLink to={CATEGORY_PATHS[code]}>
                {name}
                <ChevronDown size={14} aria-hidden />
              </MenuLink>
            </NavigationMenu.Trigger>
            <Panel>
              <VenuePanel code={code} name={name} venues={venues} />
            </Panel>
          </NavigationMenu.Item>
        ))}
        {links.map((l) => (
          <NavigationMenu.Item key={l.key}>
            <NavigationMenu.Link asChild>
              <MenuLink to={l.to}>{text.menu[l.key]}</MenuLink>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item>
          <MenuButton type="button" onClick={onService}>
            {text.menu.service}
          </MenuButton>
        </NavigationMenu.Item>
      </NavList>
      <Viewport />
    </NavRoot>
  );
}
