// The site header (spec section 2): brand, the main menu with a venue panel for each category,
// 优惠 / 赞助 / 合营 / APP / 客服, the member's avatar, name, VIP badge, centre balance (refresh,
// hide), unread letters, 存款 / 转账 / 取款 and profile menu, or 登录 / 注册 for a visitor; the
// edition and language switches. Under 1024 px the menu moves into a drawer.
import ArrowDownToLine from 'lucide-react/icons/arrow-down-to-line';
import ArrowLeftRight from 'lucide-react/icons/arrow-left-right';
import ArrowUpFromLine from 'lucide-react/icons/arrow-up-from-line';
import Bell from 'lucide-react/icons/bell';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import Headset from 'lucide-react/icons/headset';
import Menu from 'lucide-react/icons/menu';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Sparkles from 'lucide-react/icons/sparkles';
import { observer } from 'mobx-react-lite';
import { Suspense, createElement, lazy, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../components/Button/Button';
import {
  LazyCustomerServiceNotice as CustomerServiceNotice,
  LazyDrawer as Drawer,
} from '../lazyChrome';
import { useLateModuleAfterPress } from '../../components/lateModule';
import { ChatSlot } from './chatSlot';
import { MainNav } from './MainNav';
import { brandLinks } from './menuLinks';
import { ProfileButton, profileMenuModule } from './ProfileButton';
import { formatCny } from '../../domain';
import { fill, useTexts } from '../../i18n/screenTexts';
import { CATEGORY_PATHS, VENUE_CATEGORIES, homeModelOf } from '../../screens/home/HomeModel';
import { categoryName, useHomeText } from '../../screens/home/texts';
import { useRootStore, type Edition, type Language } from '../../stores';
import { tabularNums, visuallyHidden } from '../../theme/helpers';
import { chromeTexts } from './texts';
import { design } from '../../theme/design';

/** The top header banner (section 4): the password reminder, loaded only when it shows. */
const PasswordReminder = lazy(() => import('./passwordReminder/PasswordReminder'));

const EDITIONS: readonly Edition[] = ['classic', 'professional'];
const LANGUAGES: readonly Language[] = ['zh-CN', 'zh-TW'];

/** The member's shortcuts (存款 only while deposits are on). */
export const MONEY_LINKS = [
  { key: 'deposit', to: '/mine/savemoney', icon: ArrowDownToLine },
  { key: 'transfer', to: '/mine/transfermoney', icon: ArrowLeftRight },
  { key: 'withdraw', to: '/mine/takemoney', icon: ArrowUpFromLine },
] as const;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${design.zIndex.header};
  background: ${design.color.chrome};
  color: ${design.color.chromeText};
  border-bottom: 1px solid ${design.color.border};
  box-shadow: ${design.shadow.raised};
`;

const Utility = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${design.space.s};
  padding: 0 ${design.density.gutter};
  min-height: 2.25rem;
  background: ${design.color.surfaceSunken};
  color: ${design.color.textMuted};
  font-size: ${design.type.caption.size};
  ${design.media.tablet} {
    display: none;
  }
`;

const Main = styled.div`
  display: flex;
  align-items: center;
  gap: ${design.space.m};
  min-height: ${design.density.header};
  padding: 0 ${design.density.gutter};
  max-width: 120rem;
  margin: 0 auto;
  ${design.media.tablet} {
    gap: ${design.space.xs};
    min-height: 3.5rem;
    padding: 0 ${design.density.gutterPhone};
  }
`;

/** The brand; a member's header on a narrow phone shows the mark only (the name stays the
 * link's name), so it keeps within 360 px. */
const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${design.space.xs};
  flex: 0 0 auto;
  color: ${design.color.chromeText};
  text-decoration: none;
  font-size: ${design.type.sectionTitle.size};
  font-weight: 800;
  letter-spacing: 0.04em;
  white-space: nowrap;
  min-height: ${design.touchTarget};
  svg {
    color: ${design.color.primary};
  }
  ${design.media.phone} {
    font-size: ${design.type.cardTitle.size};
  }
  @media (max-width: 419px) {
    &[data-compact] .brand-name {
      ${visuallyHidden};
    }
  }
`;

const IconButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: 0 0 auto;
  min-width: ${design.touchTarget};
  min-height: ${design.touchTarget};
  padding: 0;
  border: 0;
  border-radius: ${design.radius.m};
  background: transparent;
  color: inherit;
  cursor: pointer;
  text-decoration: none;
  &:hover {
    background: ${design.color.surfaceHover};
  }
  &[aria-busy='true'] svg {
    animation: spin 0.8s linear infinite;
  }
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

const BurgerButton = styled(IconButton)`
  display: none;
  ${design.media.tablet} {
    display: inline-flex;
  }
`;

const Account = styled.div`
  display: flex;
  align-items: center;
  gap: ${design.space.xs};
  flex: 0 0 auto;
  margin-left: auto;
`;

/** The balance box: the centre wallet, and under it (when money sits elsewhere) 总额, stacked so
 * the box is as wide as its longer line, never the sum of both: the main menu keeps its room
 * beside it from 1280 px up (issue 40), and a phone shows 总额 too. */
const BalanceBox = styled.div`
  display: flex;
  align-items: center;
  gap: 2px;
  padding-left: ${design.space.xs};
  border-radius: ${design.radius.m};
  background: ${design.color.surfaceSunken};
  white-space: nowrap;
  .figures {
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    line-height: 1.2;
  }
  .centre > span {
    color: ${design.color.textMuted};
    font-size: ${design.type.caption.size};
    margin-right: ${design.space.xxs};
  }
  strong {
    ${tabularNums};
    color: ${design.color.text};
  }
  .total {
    color: ${design.color.textMuted};
    font-size: ${design.type.caption.size};
  }
  ${design.media.laptop} {
    .centre > span {
      display: none;
    }
  }
  ${design.media.phone} {
    .hide-toggle {
      display: none;
    }
  }
`;

const Badge = styled.span`
  position: absolute;
  top: 4px;
  right: 2px;
  min-width: 1.125rem;
  height: 1.125rem;
  padding: 0 4px;
  border-radius: ${design.radius.round};
  background: ${design.color.badge};
  color: ${design.color.badgeText};
  font-size: 12px;
  line-height: 1.125rem;
  font-weight: 700;
  text-align: center;
  ${tabularNums};
`;

/** The chat button's place from 768 px (on a phone it is in the tab bar). */
const HeaderChatSlot = styled(ChatSlot)`
  ${design.media.phone} {
    display: none;
  }
`;

const DesktopOnly = styled.span`
  display: contents;
  ${design.media.tablet} {
    display: none;
  }
`;

const Toggle = styled.button`
  min-height: 1.75rem;
  padding: 0 ${design.space.xs};
  border: 1px solid ${design.color.border};
  border-radius: ${design.radius.m};
  background: transparent;
  color: ${design.color.textMuted};
  font-size: ${design.type.caption.size};
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${design.color.primary};
    border-color: ${design.color.primary};
    background: ${design.color.primarySoft};
  }
`;

const ToggleGroup = styled.div`
  display: inline-flex;
  gap: ${design.space.xxs};
`;

const ShortcutLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${design.space.xxs};
  color: ${design.color.textMuted};
  text-decoration: none;
  &:hover {
    color: ${design.color.primary};
  }
`;

const UtilityButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${design.space.xxs};
  border: 0;
  padding: 0;
  background: transparent;
  color: ${design.color.textMuted};
  cursor: pointer;
  &:hover {
    color: ${design.color.primary};
  }
`;

const Spacer = styled.span`
  flex: 1;
`;

const DrawerNav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${design.space.m};
  h3 {
    margin: 0 0 ${design.space.xxs};
    font-size: ${design.type.caption.size};
    color: ${design.color.textMuted};
    font-weight: 500;
  }
  ul {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${design.space.xxs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a,
  ul button {
    display: flex;
    align-items: center;
    gap: ${design.space.xs};
    width: 100%;
    min-height: 44px;
    padding: 0 ${design.space.s};
    border: 0;
    border-radius: ${design.radius.m};
    background: ${design.color.surfaceRaised};
    color: ${design.color.text};
    text-decoration: none;
    cursor: pointer;
  }
  a.active {
    color: ${design.color.primary};
    background: ${design.color.primarySoft};
  }
`;

const DrawerToggles = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${design.space.xs};
  button {
    min-height: ${design.touchTarget};
    padding: 0 ${design.space.m};
  }
`;

/** The edition (经典版 / 专业版) and language (简 / 繁) switches. */
const Settings = observer(function Settings({ large = false }: { large?: boolean }) {
  const { site } = useRootStore();
  const home = useHomeText();
  const Group = large ? DrawerToggles : ToggleGroup;
  return (
    <Group role="group" aria-label={home.settings}>
      {EDITIONS.map((edition) => (
        <Toggle
          key={edition}
          type="button"
          aria-pressed={site.edition === edition}
          onClick={() => site.setEdition(edition)}
        >
          {home.editions[edition]}
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
          {home.languages[language]}
        </Toggle>
      ))}
    </Group>
  );
});

/** The member's centre balance with refresh and hide. */
const BalanceControl = observer(function BalanceControl() {
  const { wallet } = useRootStore();
  const home = useHomeText();
  const text = useTexts(chromeTexts);
  const [hidden, setHidden] = useState(false);
  const amount = wallet.centerBalance === null ? '--' : formatCny(wallet.centerBalance);
  const total = wallet.totalBalance;
  return (
    <BalanceBox>
      <span className="figures">
        <span className="centre">
          <span>{home.centerWallet}</span>
          {hidden ? (
            <strong aria-label={text.hideBalance}>{text.hiddenBalance}</strong>
          ) : (
            <strong data-testid="center-balance">{amount}</strong>
          )}
        </span>
        {/* under the centre wallet when money sits elsewhere (a venue, frozen in review) */}
        {total !== null && total !== wallet.centerBalance && !hidden ? (
          <span className="total" title={text.totalBalanceHint}>
            {text.totalBalance} <strong data-testid="total-balance">{formatCny(total)}</strong>
          </span>
        ) : null}
      </span>
      <IconButton
        type="button"
        aria-label={home.refresh}
        aria-busy={wallet.balanceLoading || undefined}
        disabled={wallet.balanceLoading}
        onClick={() => void wallet.refreshBalance({ showError: true })}
      >
        <RefreshCw size={16} aria-hidden />
      </IconButton>
      <IconButton
        type="button"
        className="hide-toggle"
        aria-label={text.hideBalance}
        aria-pressed={hidden}
        onClick={() => setHidden((h) => !h)}
      >
        {hidden ? <EyeOff size={16} aria-hidden /> : <Eye size={16} aria-hidden />}
      </IconButton>
    </BalanceBox>
  );
});

/** The unread-letters bell (link to 消息中心). */
const LettersBell = observer(function LettersBell() {
  const { inbox } = useRootStore();
  const text = useTexts(chromeTexts);
  const unread = inbox.unread;
  return (
    <IconButton
      as={Link}
      to="/mine/message"
      aria-label={`${text.letters}: ${unread > 0 ? fill(text.unreadLetters, { n: unread }) : text.noUnread}`}
    >
      <Bell size={20} aria-hidden />
      {unread > 0 ? <Badge aria-hidden>{unread > 99 ? '99+' : unread}</Badge> : null}
    </IconButton>
  );
});

/**
 * The profile menu loads once a member is shown; its trigger stands in until then. A press on
 * the stand-in is not lost: the menu waits for its release, and arrives open when the stand-in
 * was clicked (or pressed with Enter) before it came.
 */
function MemberMenu({ onLogout }: { onLogout: () => void }) {
  const { value: ProfileMenu, holdPress } = useLateModuleAfterPress(profileMenuModule, true);
  const [asked, setAsked] = useState(false);
  return ProfileMenu ? (
    createElement(ProfileMenu, { onLogout, defaultOpen: asked })
  ) : (
    <ProfileButton
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerDownCapture={holdPress}
      onClick={() => setAsked(true)}
    />
  );
}

/** The header of every page of the main, member-centre, help and sport layouts. */
export const SiteHeader = observer(function SiteHeader() {
  const root = useRootStore();
  const { session, site, events } = root;
  const home = useHomeText();
  const text = useTexts(chromeTexts);
  const model = homeModelOf(root);
  const location = useLocation();
  // the venue panel and the drawer belong to the page they were opened on: a new page closes them
  const [menu, setMenu] = useState({ value: '', on: '' });
  const menuValue = menu.on === location.pathname ? menu.value : '';
  const setMenuValue = (value: string) => setMenu({ value, on: location.pathname });
  const [drawerOn, setDrawerOn] = useState<string | null>(null);
  const drawerOpen = drawerOn === location.pathname;
  const setDrawerOpen = (open: boolean) => setDrawerOn(open ? location.pathname : null);
  const [serviceOpen, setServiceOpen] = useState(false);

  useEffect(() => {
    if (model.status === 'idle') void model.load();
  }, [model]);

  const categories = VENUE_CATEGORIES.map((code) => {
    const category = model.venueCategories.find((c) => c.code === code);
    return { code, name: categoryName(code, category?.name, home), venues: category?.venues ?? [] };
  });
  const moneyLinks = MONEY_LINKS.filter((l) => l.key !== 'deposit' || site.flags.deposit);
  const links = brandLinks(site.flags);
  const logout = () => {
    void session.logout().then(() => events.emit({ type: 'navigate', to: '/' }));
  };
  const openService = () => {
    setDrawerOpen(false);
    setServiceOpen(true);
  };

  const reminder =
    session.isLoggedIn &&
    root.ui.headerBannerVisible &&
    session.userInfo?.['passwordChangeAdvised'] === true;

  return (
    <Bar>
      <Utility>
        {/* in the utility row's free left side: arriving late, it moves nothing */}
        {reminder ? (
          <Suspense fallback={null}>
            <PasswordReminder />
          </Suspense>
        ) : null}
        {session.isLoggedIn ? (
          <>
            {moneyLinks.map(({ key, to, icon: Icon }) => (
              <ShortcutLink key={key} to={to}>
                <Icon size={14} aria-hidden />
                {text[key]}
              </ShortcutLink>
            ))}
          </>
        ) : null}
        <UtilityButton type="button" onClick={openService}>
          <Headset size={14} aria-hidden />
          {text.menu.service}
        </UtilityButton>
        <Settings />
      </Utility>
      <Main>
        <BurgerButton
          type="button"
          aria-label={text.openMenu}
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <Menu size={22} aria-hidden />
        </BurgerButton>
        <Brand to="/" data-compact={session.isLoggedIn || undefined}>
          <Sparkles size={22} aria-hidden />
          <span className="brand-name">{site.title || home.brand}</span>
        </Brand>
        <MainNav
          categories={categories}
          value={menuValue}
          onValueChange={setMenuValue}
          onService={openService}
          links={links}
        />
        <Account>
          <HeaderChatSlot />
          {session.isLoggedIn ? (
            <>
              <BalanceControl />
              <LettersBell />
              <MemberMenu onLogout={logout} />
              <DesktopOnly>
                <Button size="s" variant="text" onClick={logout}>
                  {home.logout}
                </Button>
              </DesktopOnly>
            </>
          ) : (
            <>
              <Button size="s" onClick={() => events.emit({ type: 'login' })}>
                {home.login}
              </Button>
              <Button
                size="s"
                variant="secondary"
                onClick={() => events.emit({ type: 'register' })}
              >
                {home.register}
              </Button>
            </>
          )}
        </Account>
      </Main>
      <Drawer
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        title={text.siteMenu}
        closeLabel={text.closeMenu}
        data-testid="site-menu-drawer"
      >
        <DrawerNav aria-label={home.mainMenu}>
          {session.isLoggedIn ? (
            <section>
              <h3>{home.centerWallet}</h3>
              <ul>
                {moneyLinks.map(({ key, to, icon: Icon }) => (
                  <li key={key}>
                    <Link to={to}>
                      <Icon size={18} aria-hidden />
                      {text[key]}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section>
            <h3>{home.mainMenu}</h3>
            <ul>
              <li>
                <NavLink to="/" end>
                  {home.home}
                </NavLink>
              </li>
              {categories.map(({ code, name }) => (
                <li key={code}>
                  <NavLink to={CATEGORY_PATHS[code]}>{name}</NavLink>
                </li>
              ))}
              {links.map((l) => (
                <li key={l.key}>
                  <NavLink to={l.to}>{text.menu[l.key]}</NavLink>
                </li>
              ))}
              <li>
                <button type="button" onClick={openService}>
                  <Headset size={18} aria-hidden />
                  {text.menu.service}
                </button>
              </li>
            </ul>
          </section>
          <section>
            <h3>{home.settings}</h3>
            <Settings large />
          </section>
        </DrawerNav>
        <Spacer />
      </Drawer>
      <CustomerServiceNotice
        open={serviceOpen}
        onOpenChange={setServiceOpen}
        resolveUrl={async () => (await root.call('configurationOnlinecustomservice', {})).url}
      />
    </Bar>
  );
});
