export { classicTheme, professionalTheme, themes, themeFor } from './theme';
export type { AppTheme, ThemeColors, ThemeName } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { rootFontSize, useFontScale, DESIGN_WIDTH, SCALE_BELOW } from './fontScale';
export * as tokens from './tokens';
export { ThemeRoot, type ThemeRootProps } from './ThemeRoot';
export { tabularNums, visuallyHidden, typeStep } from './helpers';
export { media, breakpoint } from './tokens';
export { usePrefersReducedMotion } from './useReducedMotion';
