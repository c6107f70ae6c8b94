// The site header (brand, login / register, or the member with the centre balance) and the
// footer with the 18+ responsible-play line. Used by the home screen and the main layout.
import { observer } from 'mobx-react-lite';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../components/Button/Button';
import { formatCny } from '../../domain';
import { useRootStore, type Edition, type Language } from '../../stores';
import { RefreshBalanceButton } from '../wallet/RefreshBalanceButton';
import { useHomeText } from './texts';
import { VENUE_CATEGORIES } from './HomeModel';

/** The rules and terms help page (the 18+ line links here). */
export const TERMS_PATH = '/app/help/gztk';

/** The list page of each venue category (spec section 2). */
export const CATEGORY_PATHS: Record<(typeof VENUE_CATEGORIES)[number], string> = {
  TY: '/game/sport',
  DZ: '/game/egame',
  ZR: '/game/realbet',
  CP: '/game/lottery',
  QP: '/game/chess',
  DJ: '/game/gaming',
  BY: '/game/fishing',
};

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.l};
  padding: ${({ theme }) => theme.space.s} ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Brand = styled(Link)`
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
`;

const Menu = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.m};
  flex: 1;
  a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    padding: ${({ theme }) => theme.space.xxs} 0;
    border-bottom: 2px solid transparent;
  }
  a.active {
    color: ${({ theme }) => theme.color.primary};
    border-bottom-color: ${({ theme }) => theme.color.primary};
  }
`;

const Account = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.s};
`;

const Balance = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.color.textMuted};
  strong {
    color: ${({ theme }) => theme.color.text};
    font-variant-numeric: tabular-nums;
  }
`;

const Settings = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Toggle = styled.button`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.m};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  padding: 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.size.s};
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

const EDITIONS: readonly Edition[] = ['classic', 'professional'];
const LANGUAGES: readonly Language[] = ['zh-CN', 'zh-TW'];

/** The header of every main-layout page. */
export const SiteHeader = observer(function SiteHeader() {
  const root = useRootStore();
  const { session, wallet, site, events } = root;
  const text = useHomeText();
  const name =
    typeof session.userInfo?.['name'] === 'string' ? session.userInfo['name'] : text.welcome;
  return (
    <Bar>
      <Brand to="/">{site.title || text.brand}</Brand>
      <Menu aria-label={text.mainMenu}>
        <NavLink to="/" end>
          {text.home}
        </NavLink>
        {VENUE_CATEGORIES.map((code) => (
          <NavLink key={code} to={CATEGORY_PATHS[code]}>
            {text.categories[code]}
          </NavLink>
        ))}
      </Menu>
      <Settings role="group" aria-label={text.settings}>
        {EDITIONS.map((edition) => (
          <Toggle
            key={edition}
            type="button"
            aria-pressed={site.edition === edition}
            onClick={() => site.setEdition(edition)}
          >
            {text.editions[edition]}
          </Toggle>
        ))}
        {LANGUAGES.map((language) => (
          <Toggle
            key={language}
            type="button"
            lang={language}
            aria-pressed={site.language === language}
            onClick={() => site.setLanguage(language)}
          >
            {text.languages[language]}
          </Toggle>
        ))}
      </Settings>
      {session.isLoggedIn ? (
        <Account aria-label={text.memberCentre} role="group">
          <span data-testid="member-name">{name}</span>
          <Balance>
            {text.centerWallet}
            <strong data-testid="center-balance">
              {wallet.centerBalance === null ? '--' : formatCny(wallet.centerBalance)}
            </strong>
          </Balance>
          <RefreshBalanceButton text={text} />
          <Button
            size="s"
            variant="text"
            onClick={() => {
              void session.logout().then(() => events.emit({ type: 'navigate', to: '/' }));
            }}
          >
            {text.logout}
          </Button>
        </Account>
      ) : (
        <Account>
          <Button size="s" onClick={() => events.emit({ type: 'login' })}>
            {text.login}
          </Button>
          <Button size="s" variant="secondary" onClick={() => events.emit({ type: 'register' })}>
            {text.register}
          </Button>
        </Account>
      )}
    </Bar>
  );
});

const Foot = styled.footer`
  padding: ${({ theme }) => theme.space.l} ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.color.textMuted};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.typography.size.s};
  display: flex;
  gap: ${({ theme }) => theme.space.m};
  justify-content: center;
`;

/** The footer: the 18+ responsible-play line with the rules and terms link. */
export function SiteFooter() {
  const text = useHomeText();
  return (
    <Foot>
      <span>{text.responsible}</span>
      <Link to={TERMS_PATH}>{text.terms}</Link>
    </Foot>
  );
}
