// The 23 help pages grouped for the footer and the help centre's sidebar.
export type HelpPage =
  | 'kh'
  | 'ck'
  | 'qk'
  | 'zz'
  | 'yhgz'
  | 'tjllq'
  | 'xnbcqkjc'
  | 'tytzjc'
  | 'tysstqth'
  | 'fjcjc'
  | 'rqgl'
  | 'dxqgl'
  | 'cpwt'
  | 'dzjj'
  | 'tywt'
  | 'zrwt'
  | 'qtwt'
  | 'bczr'
  | 'gywm'
  | 'gztk'
  | 'hzhb'
  | 'ysgz'
  | 'zxkf';

export type HelpGroup = 'start' | 'funds' | 'games' | 'faq' | 'about';

export const HELP_GROUPS: readonly { group: HelpGroup; pages: readonly HelpPage[] }[] = [
  { group: 'start', pages: ['kh', 'tjllq', 'fjcjc', 'yhgz'] },
  { group: 'funds', pages: ['ck', 'qk', 'zz', 'xnbcqkjc'] },
  { group: 'games', pages: ['tytzjc', 'tysstqth', 'rqgl', 'dxqgl', 'dzjj'] },
  { group: 'faq', pages: ['cpwt', 'tywt', 'zrwt', 'qtwt'] },
  { group: 'about', pages: ['gywm', 'hzhb', 'ysgz', 'bczr', 'zxkf'] },
];

export const helpPath = (page: HelpPage): string => `/app/help/${page}`;

/** The pages of the help centre's sidebar: every group plus the rules and terms (the footer
 * links those from its responsible-play line). */
export const HELP_SIDEBAR_GROUPS: readonly { group: HelpGroup; pages: readonly HelpPage[] }[] =
  HELP_GROUPS.map((g) => (g.group === 'about' ? { ...g, pages: [...g.pages, 'gztk'] } : g));

/** The groups without the deposit help page while deposits are off (guard 3). */
export function visibleHelpGroups(depositEnabled: boolean, groups = HELP_GROUPS) {
  return groups.map((g) => ({
    group: g.group,
    pages: g.pages.filter((p) => depositEnabled || p !== 'ck'),
  }));
}
