import { motion, palette, radius, shadowTokens, space, typography, zIndex } from './tokens';

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
}

export interface AppTheme {
  name: ThemeName;
  mode: 'light' | 'dark';
  color: ThemeColors;
  space: typeof space;
  radius: typeof radius;
  typography: typeof typography;
  shadow: { card: string; dialog: string; toast: string };
  zIndex: typeof zIndex;
  motion: typeof motion;
}

const shared = { space, radius, typography, zIndex, motion } as const;

export const classicTheme: AppTheme = {
  ...shared,
  name: 'classic',
  mode: 'light',
  shadow: shadowTokens.light,
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
  },
};

export const professionalTheme: AppTheme = {
  ...shared,
  name: 'professional',
  mode: 'dark',
  shadow: shadowTokens.dark,
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
