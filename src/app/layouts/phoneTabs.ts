// The phone's bottom tabs (PhoneTabBar.tsx): where each leads and which addresses it stands for,
// apart from their icons so the e2e journeys can read them too.

export type TabKey = 'home' | 'sports' | 'discount' | 'wallet' | 'mine';

const MONEY = /^\/mine\/(wallet|savemoney|transfermoney|takemoney)(\/|$)/;

export const PHONE_TABS: readonly {
  key: TabKey;
  to: string;
  matches: (path: string) => boolean;
}[] = [
  { key: 'home', to: '/', matches: (p) => p === '/' },
  { key: 'sports', to: '/game/sport', matches: (p) => p.startsWith('/game/sport') },
  { key: 'discount', to: '/activity/discount', matches: (p) => p.startsWith('/activity/') },
  { key: 'wallet', to: '/mine/wallet', matches: (p) => MONEY.test(p) },
  { key: 'mine', to: '/mine', matches: (p) => p.startsWith('/mine') && !MONEY.test(p) },
];

/** The tab that stands for `path`, if any. */
export function activeTab(path: string): TabKey | null {
  return PHONE_TABS.find((t) => t.matches(path))?.key ?? null;
}
