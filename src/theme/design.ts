// `design`: the design tokens as CSS values for styled-components templates
// (`padding: ${design.space.s}; color: ${design.color.text};`).
// What differs between the editions (colours, shadows, type scale, density) is a CSS custom
// property that GlobalStyle sets on :root for the edition shown; the rest is the token itself.
// A template whose values all come from here has no function in it, so styled-components works
// its class out once per component instead of on every render of every element: on a slow phone
// that was a fifth of the first render. The theme object (useTheme) keeps the plain values for
// code that needs them in JavaScript.
import type { AppTheme } from './theme';
import { classicTheme, sharedTokens } from './theme';

/** The same shape with every value a CSS `var(...)`. */
type CssVars<T> = { readonly [K in keyof T]: T[K] extends object ? CssVars<T[K]> : string };

/** The edition-dependent groups: the custom property of `color.surfaceRaised` is
 * `--color-surfaceRaised`, of `type.body.size` `--type-body-size`. */
const THEMED = ['color', 'shadow', 'type', 'density'] as const;
type Themed = Pick<AppTheme, (typeof THEMED)[number]>;

function propertyName(path: readonly string[]): string {
  return `--${path.join('-')}`;
}

function varsOf<T extends object>(sample: T, path: readonly string[]): CssVars<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(sample)) {
    out[key] =
      typeof value === 'object' && value !== null
        ? varsOf(value as object, [...path, key])
        : `var(${propertyName([...path, key])})`;
  }
  return out as CssVars<T>;
}

export const design = {
  ...sharedTokens,
  color: varsOf(classicTheme.color, ['color']),
  shadow: varsOf(classicTheme.shadow, ['shadow']),
  type: varsOf(classicTheme.type, ['type']),
  density: varsOf(classicTheme.density, ['density']),
} as const;

function declarations(value: object, path: readonly string[]): string[] {
  return Object.entries(value).flatMap(([key, v]) =>
    typeof v === 'object' && v !== null
      ? declarations(v as object, [...path, key])
      : [`${propertyName([...path, key])}: ${String(v)};`],
  );
}

/** The custom properties of an edition, as CSS declarations (GlobalStyle puts them on :root). */
export function themeVariables(theme: Themed): string {
  return THEMED.flatMap((group) => declarations(theme[group], [group])).join('\n');
}
