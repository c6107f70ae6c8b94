import {
  breakpoint,
  density,
  media,
  motion,
  palette,
  radius,
  shadowTokens,
  space,
  touchTarget,
  typeScale,
  typography,
  zIndex,
  type Density,
  type TypeScale,
} from './tokens';

/** The two editions of the site (spec section 3): classic is light, professional is dark. */
export type ThemeName = 'classic' | 'professional';

export interface ThemeColors {
  /** Page background. */
  background: string;
  /** Cards, dialogs, inputs. */
  surface: string;
  /** A surface one level above (dialog header, table header). */
  surfaceRaised: string;
  border: string;
  text: string;
  textMuted: string;
  textInverse: string;
  primary: string;
  primaryHover: string;
  primaryText: string;
  accent: string;
  link: string;
  focus: string;
  danger: string;
  success: string;
  warning: string;
  info: string;
  overlay: string;
  inputBackground: string;
  disabledBackground: string;
  disabledText: string;
  skeletonBase: string;
  skeletonHighlight: string;
  toastBackground: string;
  toastText: string;
  /** A well below the surface (inputs groups, tickers). */
  surfaceSunken: string;
  /** Hovered row or menu item. */
  surfaceHover: string;
  borderStrong: string;
  /** Tinted background of a selected item (text on it stays `primary`/`text`). */
  primarySoft: string;
  /** Text on `accent` (VIP badges, jackpot). */
  accentText: string;
  /** Odds movement (always with an arrow, never colour alone). */
  oddsUp: string;
  oddsDown: string;
  oddsUpBackground: string;
  oddsDownBackground: string;
  /** Soft status backgrounds behind the status colours. */
  successSoft: string;
  dangerSoft: string;
  warningSoft: string;
  infoSoft: string;
  /** Live (in-play) marker. */
  live: string;
  /** The site header bar and its text. */
  chrome: string;
  chromeText: string;
  chromeMuted: string;
  /** The footer and its text. */
  footerBackground: string;
  footerText: string;
  footerMuted: string;
  /** Unread counters. */
  badge: string;
  badgeText: string;
  /** Jackpot and VIP highlight (gold). */
  vip: string;
}

export interface AppTheme {
  name: ThemeName;
  mode: 'light' | 'dark';
  color: ThemeColors;
  space: typeof space;
  radius: typeof radius;
  typography: typeof typography;
  /** Elevation: flat, raised, floating, plus the card, dialog and toast shadows. */
  shadow: Record<keyof typeof shadowTokens.light, string>;
  zIndex: typeof zIndex;
  motion: typeof motion;
  /** The type scale of the edition (page title, section title, card title, body, caption). */
  type: TypeScale;
  /** Layout spacing of the edition (professional is tighter). */
  density: Density;
  breakpoint: typeof breakpoint;
  media: typeof media;
  touchTarget: string;
}

/** The tokens both editions share (design.ts gives them to styles as they are). */
export const sharedTokens = {
  space,
  radius,
  typography,
  zIndex,
  motion,
  breakpoint,
  media,
  touchTarget,
} as const;

export const classicTheme: AppTheme = {
  ...sharedTokens,
  name: 'classic',
  mode: 'light',
  shadow: shadowTokens.light,
  type: typeScale.classic,
  density: density.classic,
  color: {
    background: palette.grey[50],
    surface: palette.white,
    surfaceRaised: palette.grey[100],
    border: palette.grey[200],
    text: palette.grey[900],
    textMuted: palette.grey[500],
    textInverse: palette.white,
    primary: palette.blue[600],
    primaryHover: palette.blue[700],
    primaryText: palette.white,
    accent: palette.gold[600],
    link: palette.blue[600],
    focus: palette.blue[500],
    danger: palette.red[600],
    success: palette.green[600],
    warning: palette.orange[600],
    info: palette.blue[600],
    overlay: 'rgba(19, 22, 27, 0.55)',
    inputBackground: palette.white,
    disabledBackground: palette.grey[200],
    disabledText: palette.grey[600],
    skeletonBase: palette.grey[100],
    skeletonHighlight: palette.grey[50],
    toastBackground: palette.grey[800],
    toastText: palette.white,
    surfaceSunken: palette.grey[100],
    surfaceHover: '#eef3fd',
    borderStrong: palette.grey[300],
    primarySoft: '#e8f0fe',
    accentText: palette.white,
    oddsUp: palette.green[600],
    oddsDown: palette.red[600],
    oddsUpBackground: '#e6f4ea',
    oddsDownBackground: '#fce8e6',
    successSoft: '#e6f4ea',
    dangerSoft: '#fce8e6',
    warningSoft: '#fef3e2',
    infoSoft: '#e8f0fe',
    live: palette.red[600],
    chrome: palette.white,
    chromeText: palette.grey[900],
    chromeMuted: palette.grey[500],
    footerBackground: palette.navy[900],
    footerText: palette.grey[100],
    footerMuted: palette.grey[300],
    badge: palette.red[600],
    badgeText: palette.white,
    vip: palette.gold[600],
  },
};

export const professionalTheme: AppTheme = {
  ...sharedTokens,
  name: 'professional',
  mode: 'dark',
  shadow: shadowTokens.dark,
  type: typeScale.professional,
  density: density.professional,
  color: {
    background: palette.grey[900],
    surface: palette.grey[850],
    surfaceRaised: palette.grey[800],
    border: palette.grey[700],
    text: palette.grey[50],
    textMuted: palette.grey[300],
    textInverse: palette.grey[900],
    primary: palette.gold[400],
    primaryHover: palette.gold[300],
    primaryText: palette.grey[900],
    accent: palette.gold[400],
    link: palette.blue[300],
    focus: palette.gold[300],
    danger: palette.red[300],
    success: palette.green[300],
    warning: palette.orange[300],
    info: palette.blue[300],
    overlay: 'rgba(0, 0, 0, 0.7)',
    inputBackground: palette.grey[900],
    disabledBackground: palette.grey[700],
    disabledText: palette.grey[200],
    skeletonBase: palette.grey[800],
    skeletonHighlight: palette.grey[700],
    toastBackground: palette.grey[100],
    toastText: palette.grey[900],
    surfaceSunken: '#0e1014',
    surfaceHover: '#262c35',
    borderStrong: palette.grey[600],
    primarySoft: '#2e2815',
    accentText: palette.grey[900],
    oddsUp: palette.green[300],
    oddsDown: palette.red[300],
    oddsUpBackground: '#12301d',
    oddsDownBackground: '#3a1716',
    successSoft: '#12301d',
    dangerSoft: '#3a1716',
    warningSoft: '#3a2810',
    infoSoft: '#15243d',
    live: palette.red[300],
    chrome: palette.grey[850],
    chromeText: palette.grey[50],
    chromeMuted: palette.grey[300],
    footerBackground: '#0e1014',
    footerText: palette.grey[100],
    footerMuted: palette.grey[300],
    badge: palette.red[300],
    badgeText: palette.grey[900],
    vip: palette.gold[400],
  },
};

export const themes: Record<ThemeName, AppTheme> = {
  classic: classicTheme,
  professional: professionalTheme,
};

/** The spec's default edition is classic. Unknown names fall back to it. */
export function themeFor(name: string | null | undefined): AppTheme {
  return name === 'professional' ? professionalTheme : classicTheme;
}
