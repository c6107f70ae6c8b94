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
  green: { 300: '#7ddc9a', 500: '#1e8e3e', 600: '#137333' },
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

export const radius = { none: '0', s: '4px', m: '8px', l: '12px', round: '9999px' } as const;

export const typography = {
  family:
    '"Noto Sans CJK SC", "Noto Sans SC", "PingFang SC", "Microsoft YaHei", system-ui, sans-serif',
  familyMono: '"Noto Sans Mono CJK SC", ui-monospace, monospace',
  size: {
    xs: '0.75rem',
    s: '0.875rem',
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
  duration: { fast: '120ms', normal: '200ms', slow: '320ms' },
  easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', exit: 'cubic-bezier(0.4, 0, 1, 1)' },
} as const;

export const shadowTokens = {
  light: {
    card: '0 2px 8px rgba(19, 22, 27, 0.08)',
    dialog: '0 12px 32px rgba(19, 22, 27, 0.18)',
    toast: '0 6px 16px rgba(19, 22, 27, 0.2)',
  },
  dark: {
    card: '0 2px 8px rgba(0, 0, 0, 0.4)',
    dialog: '0 12px 32px rgba(0, 0, 0, 0.6)',
    toast: '0 6px 16px rgba(0, 0, 0, 0.6)',
  },
} as const;
