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
  { group: 'about', pages: ['gywm', 'hzhb', 'gztk', 'ysgz', 'bczr', 'zxkf'] },
];

export const helpPath = (page: HelpPage): string => `/app/help/${page}`;

/** The groups without the deposit help page while deposits are off (guard 3). */
export function visibleHelpGroups(depositEnabled: boolean) {
  return HELP_GROUPS.map((g) => ({
    group: g.group,
    pages: g.pages.filter((p) => depositEnabled || p !== 'ck'),
  }));
}
