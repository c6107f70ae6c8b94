import { describe, expect, it } from 'vitest';
import {
  classicTheme,
  professionalTheme,
  themeFor,
  type AppTheme,
  type ThemeColors,
} from './theme';

function luminance(hex: string): number {
  const value = hex.replace('#', '');
  const channels = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

// Text colour on the background it is drawn on: every pair must reach WCAG AA (4.5:1).
const pairs: [keyof ThemeColors, keyof ThemeColors][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceRaised'],
  ['textMuted', 'surface'],
  ['textMuted', 'background'],
  ['primaryText', 'primary'],
  ['primaryText', 'primaryHover'],
  ['link', 'surface'],
  ['danger', 'surface'],
  ['danger', 'inputBackground'],
  ['disabledText', 'disabledBackground'],
  ['toastText', 'toastBackground'],
  ['text', 'inputBackground'],
  ['oddsUp', 'surface'],
  ['oddsDown', 'surface'],
  ['oddsUp', 'oddsUpBackground'],
  ['oddsDown', 'oddsDownBackground'],
  ['chromeText', 'chrome'],
  ['chromeMuted', 'chrome'],
  ['footerText', 'footerBackground'],
  ['footerMuted', 'footerBackground'],
  ['badgeText', 'badge'],
  ['accentText', 'accent'],
  ['text', 'surfaceHover'],
  ['primary', 'primarySoft'],
  ['text', 'surfaceSunken'],
  // the tags (src/components/Tag): a status on its soft background, a neutral one muted
  ['success', 'successSoft'],
  ['warning', 'warningSoft'],
  ['danger', 'dangerSoft'],
  ['info', 'infoSoft'],
  ['textMuted', 'surfaceSunken'],
];

describe.each<[string, AppTheme]>([
  ['classic', classicTheme],
  ['professional', professionalTheme],
])('%s theme', (_name, theme) => {
  it.each(pairs)('%s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrast(theme.color[fg], theme.color[bg])).toBeGreaterThanOrEqual(4.5);
  });
});

describe('themes', () => {
  it('are built from one token set and differ in colour, shadow, mode, type scale and density', () => {
    expect(parseFloat(professionalTheme.density.gutter)).toBeLessThan(
      parseFloat(classicTheme.density.gutter),
    );
    expect(parseFloat(professionalTheme.density.row)).toBeLessThan(
      parseFloat(classicTheme.density.row),
    );
    expect(professionalTheme.space).toBe(classicTheme.space);
    expect(professionalTheme.typography).toBe(classicTheme.typography);
    expect(professionalTheme.zIndex).toBe(classicTheme.zIndex);
    expect(Object.keys(professionalTheme.color).sort()).toEqual(
      Object.keys(classicTheme.color).sort(),
    );
    expect(classicTheme.mode).toBe('light');
    expect(professionalTheme.mode).toBe('dark');
  });

  it('maps the edition to its theme, classic by default', () => {
    expect(themeFor('professional')).toBe(professionalTheme);
    expect(themeFor('classic')).toBe(classicTheme);
    expect(themeFor(undefined)).toBe(classicTheme);
  });

  it('keeps dialogs above the page and toasts above dialogs', () => {
    const z = classicTheme.zIndex;
    expect(z.dialog).toBeGreaterThan(z.header);
    expect(z.nestedDialog).toBeGreaterThan(z.dialog);
    expect(z.toast).toBeGreaterThan(z.nestedDialog);
  });
});
