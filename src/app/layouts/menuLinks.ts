// The main menu's brand pages and the profile menu's pages (shared by the first paint's menu and
// the lazily loaded one).
/** The brand pages of the main menu after the venue categories. */
export const BRAND_LINKS = [
  { key: 'discount', to: '/activity/discount' },
  { key: 'sponsor', to: '/sponsor' },
  { key: 'agent', to: '/agent' },
  { key: 'app', to: '/download' },
] as const;

export type BrandLink = (typeof BRAND_LINKS)[number];

/** The brand pages the site offers: no 合营 while preInfo's hiddenAgent is on. */
export function brandLinks(flags: { hiddenAgent: boolean }): readonly BrandLink[] {
  return flags.hiddenAgent ? BRAND_LINKS.filter((l) => l.key !== 'agent') : BRAND_LINKS;
}

/** The profile menu's pages (then 退出). */
export const PROFILE_LINKS = [
  { key: 'profile', to: '/mine/userinfo' },
  { key: 'vip', to: '/mine/vip' },
  { key: 'welfare', to: '/mine/welfare' },
  { key: 'betRecord', to: '/mine/betRecord' },
  { key: 'transRecord', to: '/mine/transRecord' },
  { key: 'messageCentre', to: '/mine/message' },
] as const;
