// The phone's bottom tab bar (DESIGN.md "Responsive", issue 43): 首页, 体育, 优惠, 钱包, 我的,
// the page's own tab marked (aria-current="page", colour and weight), then the round chat button
// in its own slot, so nothing floats over a page. Under 768 px only; it loads after the first
// paint like the footer (the layouts keep its room at the bottom from the start).
import Gift from 'lucide-react/icons/gift';
import House from 'lucide-react/icons/house';
import Trophy from 'lucide-react/icons/trophy';
import UserRound from 'lucide-react/icons/user-round';
import Wallet from 'lucide-react/icons/wallet';
import { Link, useLocation } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { useTexts } from '../../i18n/screenTexts';
import { design } from '../../theme/design';
import { ChatSlot } from './chatSlot';
import { activeTab, PHONE_TABS, type TabKey } from './phoneTabs';
import { chromeTexts } from './texts';

/** The tab bar's height (without the phone's bottom safe area); --tab-bar below. */
export const TAB_BAR_HEIGHT = '3.5rem';

const ICONS: Record<TabKey, typeof House> = {
  home: House,
  sports: Trophy,
  discount: Gift,
  wallet: Wallet,
  mine: UserRound,
};

/** What is fixed to the bottom of a phone's screen (toasts, the slip's button, the chat panel)
 * stands on the tab bar: they rise by --tab-bar (0 where there is no tab bar). */
const TabBarRoom = createGlobalStyle`
  ${design.media.phone} {
    :root {
      --tab-bar: calc(${TAB_BAR_HEIGHT} + env(safe-area-inset-bottom, 0px));
    }
  }
`;

const Bar = styled.div`
  display: none;
  ${design.media.phone} {
    position: fixed;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: ${design.zIndex.header};
    display: flex;
    align-items: center;
    gap: ${design.space.xxs};
    height: calc(${TAB_BAR_HEIGHT} + env(safe-area-inset-bottom, 0px));
    padding: 0 ${design.space.xs} env(safe-area-inset-bottom, 0px);
    background: ${design.color.chrome};
    color: ${design.color.textMuted};
    border-top: 1px solid ${design.color.border};
    box-shadow: ${design.shadow.raised};
  }
`;

const Tabs = styled.nav`
  flex: 1;
  min-width: 0;
  ul {
    display: grid;
    grid-template-columns: repeat(${PHONE_TABS.length}, minmax(0, 1fr));
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2px;
    min-height: 3rem;
    border-radius: ${design.radius.m};
    color: inherit;
    text-decoration: none;
    font-size: ${design.type.caption.size};
    line-height: 1.2;
    white-space: nowrap;
  }
  a[aria-current='page'] {
    color: ${design.color.primary};
    font-weight: 700;
  }
  a[aria-current='page'] svg {
    stroke-width: 2.5;
  }
`;

/** The bottom tab bar of a phone (hidden from 768 px). */
export function PhoneTabBar() {
  const text = useTexts(chromeTexts);
  const { pathname } = useLocation();
  const active = activeTab(pathname);
  return (
    <Bar data-tab-bar="">
      <TabBarRoom />
      <Tabs aria-label={text.tabBar.label}>
        <ul>
          {PHONE_TABS.map(({ key, to }) => {
            const Icon = ICONS[key];
            return (
              <li key={key}>
                <Link to={to} aria-current={active === key ? 'page' : undefined}>
                  <Icon size={22} aria-hidden />
                  {text.tabBar[key]}
                </Link>
              </li>
            );
          })}
        </ul>
      </Tabs>
      <ChatSlot />
    </Bar>
  );
}
