// Layouts of spec section 2: main (header, notices, footer), mine (member centre: grouped
// sidebar with a balance card, a section drawer under 768 px), help (help centre), sport (full
// width, no footer) and bare. Screens render in the `Outlet`.
import ListTree from 'lucide-react/icons/list-tree';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { observer } from 'mobx-react-lite';
import { createElement, useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { LazyDrawer as Drawer } from '../lazyChrome';
import { formatCny } from '../../domain';
import { lateModule, useLateModule } from '../../components/lateModule';
import { useAfterPaint } from '../../components/useAfterPaint';
import { useTexts } from '../../i18n/screenTexts';
import { useHomeText } from '../../screens/home/texts';
import { useRootStore } from '../../stores';
import { tabularNums } from '../../theme/helpers';
import { HELP_SIDEBAR_GROUPS, helpPath, visibleHelpGroups } from './helpGroups';
import { NoticeTicker } from './NoticeTicker';
import { SiteHeader } from './SiteHeader';
import { chromeTexts } from './texts';
import { design } from '../../theme/design';

export { Outlet };
export { SiteHeader } from './SiteHeader';
export { NoticeTicker } from './NoticeTicker';

/** The footer (SiteFooter.tsx, with its badges' icons): below the first screen of every page,
 * so it loads once the page has painted; nothing is below it to move when it comes. */
export const footerModule = lateModule(() => import('./SiteFooter').then((m) => m.SiteFooter));

function LateFooter() {
  const Footer = useLateModule(footerModule, useAfterPaint());
  return Footer ? createElement(Footer) : null;
}

/** The phone's bottom tab bar (PhoneTabBar.tsx): fixed, so it comes after the first paint too;
 * the column keeps its room from the start. */
export const tabBarModule = lateModule(() => import('./PhoneTabBar').then((m) => m.PhoneTabBar));

function LateTabBar() {
  const TabBar = useLateModule(tabBarModule, useAfterPaint());
  return TabBar ? createElement(TabBar) : null;
}

/** A page's column; on a phone it keeps the tab bar's room (3.5rem, PhoneTabBar.tsx) at its end,
 * so the page's last line scrolls above the bar. */
const Column = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  max-width: 100%;
  overflow-x: clip;
  ${design.media.phone} {
    padding-bottom: calc(3.5rem + env(safe-area-inset-bottom, 0px));
  }
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const TickerBand = styled.div`
  background: ${design.color.surface};
  border-bottom: 1px solid ${design.color.border};
`;

/** Header, notices, the page, footer: the main layout around any content (stories use it). */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <Column>
      <SiteHeader />
      <TickerBand>
        <NoticeTicker />
      </TickerBand>
      <Body>{children}</Body>
      <LateFooter />
      <LateTabBar />
    </Column>
  );
}

export function MainLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

/** Full width, no footer: the local sport page (/game/sport/{enName}). */
export function SportLayout() {
  return (
    <Column>
      <SiteHeader />
      <Body>
        <Outlet />
      </Body>
      <LateTabBar />
    </Column>
  );
}

export function BareLayout() {
  return <Outlet />;
}

const Split = styled.div`
  flex: 1;
  display: flex;
  align-items: flex-start;
  gap: ${design.density.section};
  padding: ${design.space.l} ${design.density.gutter};
  max-width: 90rem;
  width: 100%;
  margin: 0 auto;
  ${design.media.tablet} {
    gap: ${design.space.l};
  }
  ${design.media.phone} {
    flex-direction: column;
    align-items: stretch;
    gap: ${design.space.s};
    padding: ${design.space.s} ${design.density.gutterPhone};
  }
`;

const Side = styled.aside`
  flex: 0 0 14rem;
  display: flex;
  flex-direction: column;
  gap: ${design.space.s};
  position: sticky;
  top: calc(${design.density.header} + 3rem);
  ${design.media.phone} {
    display: none;
  }
`;

const SideNav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${design.space.s};
  background: ${design.color.surface};
  border: 1px solid ${design.color.border};
  border-radius: ${design.radius.l};
  padding: ${design.space.s};
  h2 {
    margin: 0;
    padding: 0 ${design.space.xs};
    font-size: ${design.type.caption.size};
    font-weight: 600;
    color: ${design.color.textMuted};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    align-items: center;
    min-height: ${design.touchTarget};
    color: ${design.color.text};
    text-decoration: none;
    padding: 0 ${design.space.s};
    border-radius: ${design.radius.m};
  }
  a:hover {
    background: ${design.color.surfaceHover};
  }
  a.active {
    background: ${design.color.primarySoft};
    color: ${design.color.primary};
    font-weight: 600;
  }
`;

const Content = styled.main`
  flex: 1;
  min-width: 0;
  width: 100%;
`;

const SectionBar = styled.div`
  display: none;
  ${design.media.phone} {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${design.space.s};
  }
`;

const SectionButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${design.space.xs};
  min-height: ${design.touchTarget};
  padding: 0 ${design.space.m};
  border: 1px solid ${design.color.border};
  border-radius: ${design.radius.m};
  background: ${design.color.surface};
  color: ${design.color.text};
  cursor: pointer;
`;

const Card = styled.section`
  padding: ${design.density.card};
  border-radius: ${design.radius.l};
  background: linear-gradient(135deg, ${design.color.primary}, ${design.color.primaryHover});
  color: ${design.color.primaryText};
  h2 {
    margin: 0;
    font-size: ${design.type.caption.size};
    font-weight: 500;
  }
  .amount {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${design.space.xs};
    margin: ${design.space.xxs} 0 ${design.space.s};
    font-size: ${design.type.figure.size};
    font-weight: ${design.type.figure.weight};
    ${tabularNums};
  }
  .amount button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: ${design.touchTarget};
    min-height: ${design.touchTarget};
    border: 0;
    border-radius: ${design.radius.m};
    background: rgba(255, 255, 255, 0.16);
    color: inherit;
    cursor: pointer;
  }
  .actions {
    display: grid;
    grid-template-columns: repeat(3, 1fr);
    gap: ${design.space.xxs};
  }
  .actions a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 2.25rem;
    border-radius: ${design.radius.m};
    background: rgba(255, 255, 255, 0.16);
    color: inherit;
    text-decoration: none;
    font-size: ${design.type.caption.size};
  }
  .actions a:hover {
    background: rgba(255, 255, 255, 0.28);
  }
`;

type MineKey = keyof ReturnType<typeof useMineTexts>['mineLinks'];
function useMineTexts() {
  return useTexts(chromeTexts);
}

/** The member centre's sidebar groups (the waiting pages are not menu entries). */
export const MINE_GROUPS: readonly {
  group: 'funds' | 'records' | 'account' | 'benefits' | 'help';
  links: readonly MineKey[];
}[] = [
  {
    group: 'funds',
    links: [
      'savemoney',
      'transfermoney',
      'takemoney',
      'wallet',
      'addBankCard',
      'virtualCoinCard',
      'alipayManage',
    ],
  },
  { group: 'records', links: ['betRecord', 'transRecord', 'giftRecord'] },
  { group: 'account', links: ['userinfo', 'auth', 'message'] },
  { group: 'benefits', links: ['vip', 'welfare', 'exchange'] },
  { group: 'help', links: ['introTutorial', 'feedback', 'responsible', 'helpCentre'] },
];

const mineHref = (key: MineKey) => (key === 'helpCentre' ? helpPath('kh') : `/mine/${key}`);

const BalanceCard = observer(function BalanceCard({ id }: { id: string }) {
  const { wallet, site } = useRootStore();
  const home = useHomeText();
  const text = useMineTexts();
  return (
    <Card aria-labelledby={id}>
      <h2 id={id}>{home.centerWallet}</h2>
      <div className="amount">
        <span>{wallet.centerBalance === null ? '--' : formatCny(wallet.centerBalance)}</span>
        <button
          type="button"
          aria-label={home.refresh}
          aria-busy={wallet.balanceLoading || undefined}
          onClick={() => void wallet.refreshBalance({ showError: true })}
        >
          <RefreshCw size={16} aria-hidden />
        </button>
      </div>
      <div className="actions">
        {site.flags.deposit ? <Link to="/mine/savemoney">{text.deposit}</Link> : null}
        <Link to="/mine/transfermoney">{text.transfer}</Link>
        <Link to="/mine/takemoney">{text.withdraw}</Link>
      </div>
    </Card>
  );
});

const MineNav = observer(function MineNav({ id }: { id: string }) {
  const { site } = useRootStore();
  const home = useHomeText();
  const text = useMineTexts();
  return (
    <SideNav aria-label={home.memberCentre}>
      {MINE_GROUPS.map(({ group, links }) => (
        <div key={group}>
          <h2 id={`${id}-${group}`}>{text.mineGroups[group]}</h2>
          <ul aria-labelledby={`${id}-${group}`}>
            {links
              .filter((l) => l !== 'savemoney' || site.flags.deposit)
              .map((l) => (
                <li key={l}>
                  <NavLink to={mineHref(l)}>{text.mineLinks[l]}</NavLink>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </SideNav>
  );
});

const HelpNav = observer(function HelpNav({ id }: { id: string }) {
  const { site } = useRootStore();
  const home = useHomeText();
  const text = useMineTexts();
  return (
    <SideNav aria-label={home.helpCentre}>
      {visibleHelpGroups(site.flags.deposit, HELP_SIDEBAR_GROUPS).map(({ group, pages }) => (
        <div key={group}>
          <h2 id={`${id}-${group}`}>{text.helpGroups[group]}</h2>
          <ul aria-labelledby={`${id}-${group}`}>
            {pages.map((p) => (
              <li key={p}>
                <NavLink to={helpPath(p)}>{text.helpPages[p]}</NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </SideNav>
  );
});

/** A sidebar layout: the sidebar left; under 768 px a button opening it as a drawer. */
function SectionLayout({
  title,
  top,
  nav,
}: {
  title: string;
  top?: (id: string) => ReactNode;
  nav: (id: string) => ReactNode;
}) {
  const text = useMineTexts();
  // open on the page it was opened on: a new page closes it
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? location.pathname : null);
  return (
    <Column>
      <SiteHeader />
      <Split>
        <Side>
          {top?.('side')}
          {nav('side')}
        </Side>
        <SectionBar>
          <SectionButton
            type="button"
            aria-expanded={open}
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
          >
            <ListTree size={18} aria-hidden />
            {text.sectionMenu}
          </SectionButton>
        </SectionBar>
        <Content>
          <Outlet />
        </Content>
      </Split>
      <Drawer
        open={open}
        onOpenChange={setOpen}
        title={title}
        closeLabel={text.closeMenu}
        data-testid="section-drawer"
      >
        {top?.('drawer')}
        {nav('drawer')}
      </Drawer>
      <LateFooter />
      <LateTabBar />
    </Column>
  );
}

export function MineLayout() {
  const home = useHomeText();
  return (
    <SectionLayout
      title={home.memberCentre}
      top={(id) => <BalanceCard id={`mine-balance-${id}`} />}
      nav={(id) => <MineNav id={`mine-${id}`} />}
    />
  );
}

export function HelpLayout() {
  const home = useHomeText();
  return <SectionLayout title={home.helpCentre} nav={(id) => <HelpNav id={`help-${id}`} />} />;
}
