// One token set: every theme is built from these values. Colours are raw palette entries;
// themes map them to roles (text, surface, primary ...).
export const palette = {
  white: '#ffffff',
  black: '#000000',
  grey: {
    50: '#f6f7f9',
    100: '#eceef2',
    200: '#d9dde4',
    300: '#b9c0cc',
    400: '#8c95a4',
    500: '#5f6878',
    600: '#474f5d',
    700: '#333a45',
    800: '#232830',
    850: '#1b1f26',
    900: '#13161b',
  },
  blue: { 300: '#8fb8ff', 400: '#6fa3ff', 500: '#2f6fe0', 600: '#1f5bc4', 700: '#174a9f' },
  gold: { 300: '#f2d38a', 400: '#e8bf5a', 500: '#c99a2e', 600: '#8a6410' },
  red: { 300: '#ff9c9c', 500: '#d93025', 600: '#b3261e' },
  green: { 300: '#7ddc9a', 500: '#1e8e3e', 600: '#137333', 700: '#0d652d' },
  teal: { 300: '#6fd6c8', 600: '#0f766e' },
  purple: { 300: '#c4b5fd', 600: '#6d28d9' },
  navy: { 700: '#102a56', 800: '#0b1d3d', 900: '#071330' },
  orange: { 300: '#ffc078', 500: '#b45309', 600: '#92400e' },
} as const;

export const space = {
  none: '0',
  xxs: '0.25rem',
  xs: '0.5rem',
  s: '0.75rem',
  m: '1rem',
  l: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
} as const;

export const radius = {
  none: '0',
  xs: '2px',
  s: '4px',
  m: '8px',
  l: '12px',
  xl: '16px',
  round: '9999px',
} as const;

export const typography = {
  family:
    '"Noto Sans CJK SC", "Noto Sans SC", "PingFang SC", "Microsoft YaHei", system-ui, sans-serif',
  familyMono: '"Noto Sans Mono CJK SC", ui-monospace, monospace',
  // xs and s never render under 12 px, whatever the root size (body text >= 12 px).
  size: {
    xs: 'max(12px, 0.75rem)',
    s: 'max(12px, 0.875rem)',
    m: '1rem',
    l: '1.125rem',
    xl: '1.25rem',
    xxl: '1.5rem',
  },
  weight: { regular: 400, medium: 500, bold: 700 },
  lineHeight: { tight: 1.25, normal: 1.5 },
} as const;

export const zIndex = {
  base: 0,
  header: 100,
  dropdown: 1000,
  overlay: 1100,
  dialog: 1200,
  nestedDialog: 1300,
  toast: 1400,
  loading: 1500,
} as const;

export const motion = {
  duration: { fast: '120ms', normal: '200ms', slow: '320ms', ticker: '40s', flash: '2s' },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    exit: 'cubic-bezier(0.4, 0, 1, 1)',
    emphasized: 'cubic-bezier(0.3, 0, 0, 1.2)',
  },
} as const;

/** One step of the type scale: size, line height and weight. */
export interface TypeStep {
  size: string;
  lineHeight: number;
  weight: number;
}

/**
 * The type scale (page title, section title, card title, body, caption, plus display for hero
 * banners and figure for big numbers): classic is roomier, professional denser.
 */
export type TypeScale = Record<
  'display' | 'pageTitle' | 'sectionTitle' | 'cardTitle' | 'body' | 'caption' | 'figure',
  TypeStep
>;

export const typeScale: Record<'classic' | 'professional', TypeScale> = {
  classic: {
    display: { size: 'clamp(1.5rem, 3vw, 2.5rem)', lineHeight: 1.2, weight: 700 },
    pageTitle: { size: '1.75rem', lineHeight: 1.25, weight: 700 },
    sectionTitle: { size: '1.375rem', lineHeight: 1.3, weight: 700 },
    cardTitle: { size: '1.0625rem', lineHeight: 1.35, weight: 600 },
    body: { size: '1rem', lineHeight: 1.6, weight: 400 },
    caption: { size: 'max(12px, 0.8125rem)', lineHeight: 1.45, weight: 400 },
    figure: { size: '1.5rem', lineHeight: 1.1, weight: 700 },
  },
  professional: {
    display: { size: 'clamp(1.375rem, 2.6vw, 2.125rem)', lineHeight: 1.15, weight: 700 },
    pageTitle: { size: '1.5rem', lineHeight: 1.2, weight: 700 },
    sectionTitle: { size: '1.1875rem', lineHeight: 1.25, weight: 600 },
    cardTitle: { size: '1rem', lineHeight: 1.3, weight: 600 },
    body: { size: '0.9375rem', lineHeight: 1.5, weight: 400 },
    caption: { size: 'max(12px, 0.75rem)', lineHeight: 1.4, weight: 400 },
    figure: { size: '1.375rem', lineHeight: 1.1, weight: 700 },
  },
};

/** Layout spacing of an edition: professional is tighter. */
export interface Density {
  /** Page side padding (desktop / phone). */
  gutter: string;
  gutterPhone: string;
  /** Gap between page sections. */
  section: string;
  /** Padding inside a card. */
  card: string;
  /** Gap between cards of a grid. */
  grid: string;
  /** A table or list row. */
  row: string;
  /** The site header's height. */
  header: string;
  /** Content column maximum width. */
  content: string;
}

export const density: Record<'classic' | 'professional', Density> = {
  classic: {
    gutter: '2rem',
    gutterPhone: '1rem',
    section: '2.5rem',
    card: '1.25rem',
    grid: '1rem',
    row: '3rem',
    header: '4.5rem',
    content: '90rem',
  },
  professional: {
    gutter: '1.5rem',
    gutterPhone: '0.75rem',
    section: '1.75rem',
    card: '0.875rem',
    grid: '0.625rem',
    row: '2.5rem',
    header: '3.75rem',
    content: '100rem',
  },
};

/** Breakpoints (px, for media queries): phone under 768, tablet under 1024, desktop 1280. */
export const breakpoint = { phone: 768, tablet: 1024, desktop: 1280, wide: 1600 } as const;
/** Media queries of the breakpoints: `${media.phone} { ... }`. */
export const media = {
  phone: `@media (max-width: ${breakpoint.phone - 1}px)`,
  tablet: `@media (max-width: ${breakpoint.tablet - 1}px)`,
  desktopDown: `@media (max-width: ${breakpoint.desktop - 1}px)`,
  /** Below 1440 px: the member's header drops its captions so the main menu keeps its room. */
  laptop: '@media (max-width: 1439px)',
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/** Minimum touch target on phones. */
export const touchTarget = '40px';

export const shadowTokens = {
  light: {
    flat: 'none',
    raised: '0 1px 2px rgba(19, 22, 27, 0.06), 0 1px 3px rgba(19, 22, 27, 0.08)',
    floating: '0 8px 24px rgba(19, 22, 27, 0.14)',
    card: '0 2px 8px rgba(19, 22, 27, 0.08)',
    dialog: '0 12px 32px rgba(19, 22, 27, 0.18)',
    toast: '0 6px 16px rgba(19, 22, 27, 0.2)',
  },
  dark: {
    flat: 'none',
    raised: '0 1px 2px rgba(0, 0, 0, 0.5)',
    floating: '0 8px 24px rgba(0, 0, 0, 0.6)',
    card: '0 2px 8px rgba(0, 0, 0, 0.4)',
    dialog: '0 12px 32px rgba(0, 0, 0, 0.6)',
    toast: '0 6px 16px rgba(0, 0, 0, 0.6)',
  },
} as const;
