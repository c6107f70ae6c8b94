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

const Column = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  max-width: 100%;
  overflow-x: clip;
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const TickerBand = styled.div`
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
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
  gap: ${({ theme }) => theme.density.section};
  padding: ${({ theme }) => theme.space.l} ${({ theme }) => theme.density.gutter};
  max-width: 90rem;
  width: 100%;
  margin: 0 auto;
  ${({ theme }) => theme.media.tablet} {
    gap: ${({ theme }) => theme.space.l};
  }
  ${({ theme }) => theme.media.phone} {
    flex-direction: column;
    align-items: stretch;
    gap: ${({ theme }) => theme.space.s};
    padding: ${({ theme }) => theme.space.s} ${({ theme }) => theme.density.gutterPhone};
  }
`;

const Side = styled.aside`
  flex: 0 0 14rem;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.s};
  position: sticky;
  top: calc(${({ theme }) => theme.density.header} + 3rem);
  ${({ theme }) => theme.media.phone} {
    display: none;
  }
`;

const SideNav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.s};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.l};
  padding: ${({ theme }) => theme.space.s};
  h2 {
    margin: 0;
    padding: 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.type.caption.size};
    font-weight: 600;
    color: ${({ theme }) => theme.color.textMuted};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    padding: 0 ${({ theme }) => theme.space.s};
    border-radius: ${({ theme }) => theme.radius.m};
  }
  a:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  a.active {
    background: ${({ theme }) => theme.color.primarySoft};
    color: ${({ theme }) => theme.color.primary};
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
  ${({ theme }) => theme.media.phone} {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.s};
  }
`;

const SectionButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.m};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.m};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
`;

const Card = styled.section`
  padding: ${({ theme }) => theme.density.card};
  border-radius: ${({ theme }) => theme.radius.l};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.color.primary},
    ${({ theme }) => theme.color.primaryHover}
  );
  color: ${({ theme }) => theme.color.primaryText};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.type.caption.size};
    font-weight: 500;
  }
  .amount {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.xs};
    margin: ${({ theme }) => theme.space.xxs} 0 ${({ theme }) => theme.space.s};
    font-size: ${({ theme }) => theme.type.figure.size};
    font-weight: ${({ theme }) => theme.type.figure.weight};
    ${tabularNums};
  }
  .amount button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: ${({ theme }) => theme.touchTarget};
    min-height: ${({ theme }) => theme.touchTarget};
    border: 0;
    border-radius: ${({ theme }) => theme.radius.m};
    background: rgba(255, 255, 255, 0.16);
    color: inherit;
    cursor: pointer;
  }
  .actions {
    display: grid;
    grid-template-columns: repeat(3, 1fr);
    gap: ${({ theme }) => theme.space.xxs};
  }
  .actions a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 2.25rem;
    border-radius: ${({ theme }) => theme.radius.m};
    background: rgba(255, 255, 255, 0.16);
    color: inherit;
    text-decoration: none;
    font-size: ${({ theme }) => theme.type.caption.size};
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
