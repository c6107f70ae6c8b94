// The profile menu (个人资料 ..., and 退出 below tablet width), loaded after the header's first paint (see ProfileButton).
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTexts } from '../../i18n/screenTexts';
import { useHomeText } from '../../screens/home/texts';
import { ProfileButton } from './ProfileButton';
import { PROFILE_LINKS } from './menuLinks';
import { chromeTexts } from './texts';
import { design } from '../../theme/design';
import { breakpoint } from '../../theme/tokens';
import { floatingPanel } from '../../theme/surfaces';

const MenuContent = styled(DropdownMenu.Content)`
  min-width: 12rem;
  padding: ${design.space.xxs};
  ${floatingPanel}
`;

const MenuItem = styled(DropdownMenu.Item)`
  display: flex;
  align-items: center;
  min-height: ${design.touchTarget};
  padding: 0 ${design.space.s};
  border-radius: ${design.radius.m};
  color: ${design.color.text};
  text-decoration: none;
  cursor: pointer;
  outline: none;
  &[data-highlighted] {
    background: ${design.color.surfaceHover};
    color: ${design.color.primary};
  }
`;

const Separator = styled(DropdownMenu.Separator)`
  height: 1px;
  margin: ${design.space.xxs} 0;
  background: ${design.color.border};
`;

/** 退出 shows once at every width: from tablet width up the header's own 退出 button stands
 * beside this menu, so the menu ends with it only on narrower screens (read as the menu opens). */
function LogoutItem({ onLogout }: { onLogout: () => void }) {
  const home = useHomeText();
  const headerHasLogout = !window.matchMedia(`(max-width: ${breakpoint.tablet - 1}px)`).matches;
  if (headerHasLogout) return null;
  return (
    <>
      <Separator />
      <MenuItem onSelect={onLogout}>{home.logout}</MenuItem>
    </>
  );
}

/** The avatar, name and VIP badge opening the profile menu (个人资料 ... 退出). */
export function ProfileMenu({
  onLogout,
  defaultOpen = false,
}: {
  onLogout: () => void;
  /** Open on arrival: the player clicked the stand-in trigger while this menu loaded. */
  defaultOpen?: boolean;
}) {
  const text = useTexts(chromeTexts);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <ProfileButton />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <MenuContent align="end" sideOffset={6}>
          {PROFILE_LINKS.map((l) => (
            <MenuItem key={l.key} asChild>
              <Link to={l.to}>{text[l.key]}</Link>
            </MenuItem>
          ))}
          <LogoutItem onLogout={onLogout} />
        </MenuContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
