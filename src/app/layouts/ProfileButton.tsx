// The member's avatar, name and VIP badge: the profile menu's trigger. It is in the first script;
// the menu itself (Radix DropdownMenu with its positioning) loads lazily (ProfileMenu.tsx), and
// until then this same button stands in its place, so the header does not move.
import ChevronDown from 'lucide-react/icons/chevron-down';
import { observer } from 'mobx-react-lite';
import type { ComponentPropsWithRef, ComponentType } from 'react';
import styled from 'styled-components';
import { lateModule } from '../../components/lateModule';
import { fill, useTexts } from '../../i18n/screenTexts';
import { useHomeText } from '../../screens/home/texts';
import { useRootStore } from '../../stores';
import { tabularNums, visuallyHidden } from '../../theme/helpers';
import { chromeTexts } from './texts';
import { design } from '../../theme/design';
import { breakpoint } from '../../theme/tokens';

const ProfileTrigger = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${design.space.xs};
  min-height: ${design.touchTarget};
  padding: 0 ${design.space.xs} 0 2px;
  border: 0;
  border-radius: ${design.radius.round};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover,
  &[data-state='open'] {
    background: ${design.color.surfaceHover};
  }
  .member-name {
    max-width: 8rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* below the wide breakpoint the main menu needs the room (a cut name shows whole on hover) */
  @media (max-width: ${breakpoint.wide - 1}px) {
    .member-name {
      max-width: 4.5rem;
    }
  }
  ${design.media.phone} {
    padding: 0 2px;
    .member-name,
    .chevron {
      display: none;
    }
  }
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 50%;
  background: linear-gradient(135deg, ${design.color.primary}, ${design.color.accent});
  color: ${design.color.primaryText};
  font-weight: 700;
  text-transform: uppercase;
`;

const HiddenText = styled.span`
  ${visuallyHidden};
`;

/** The grade badge; on a phone it sits on the avatar's lower edge, so a member's header keeps
 * within a 360 px screen (issue 43). */
const VipBadge = styled.span`
  padding: 0 6px;
  border-radius: ${design.radius.s};
  background: ${design.color.accent};
  color: ${design.color.accentText};
  font-size: 12px;
  font-weight: 700;
  line-height: 1.25rem;
  ${tabularNums};
  ${design.media.phone} {
    position: absolute;
    left: calc(2px + 1.125rem);
    bottom: -1px;
    transform: translateX(-50%);
    padding: 0 4px;
    line-height: 1rem;
    box-shadow: 0 0 0 1px ${design.color.chrome};
  }
`;

function memberName(info: Record<string, unknown> | null, fallback: string): string {
  const name = info?.['name'];
  return typeof name === 'string' && name ? name : fallback;
}

function memberGrade(info: Record<string, unknown> | null): number | null {
  const grade = info?.['grade'];
  return typeof grade === 'number' && Number.isFinite(grade) ? grade : null;
}

/** The trigger's face; Radix passes its props (and ref) through `asChild`. */
export const ProfileButton = observer(function ProfileButton(
  props: ComponentPropsWithRef<'button'>,
) {
  const { session } = useRootStore();
  const home = useHomeText();
  const text = useTexts(chromeTexts);
  const name = memberName(session.userInfo, home.welcome);
  const grade = memberGrade(session.userInfo);
  return (
    <ProfileTrigger type="button" {...props}>
      <Avatar aria-hidden>{name.slice(0, 1)}</Avatar>
      <span className="member-name" data-testid="member-name" title={name}>
        {name}
      </span>
      {grade !== null ? <VipBadge>{fill(text.vipGrade, { grade })}</VipBadge> : null}
      <ChevronDown className="chevron" size={16} aria-hidden />
      <HiddenText>{text.accountMenu}</HiddenText>
    </ProfileTrigger>
  );
});

/** The profile menu (ProfileMenu.tsx, with Radix DropdownMenu), not in the first script. */
export const profileMenuModule = lateModule<
  ComponentType<{ onLogout: () => void; defaultOpen?: boolean }>
>(() => import('./ProfileMenu').then((m) => m.ProfileMenu));
