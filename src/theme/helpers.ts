// Small style helpers of the design language: tabular figures for every amount, odds value,
// score and countdown; a visually hidden block that stays in the DOM; the type scale as CSS.
import { css } from 'styled-components';
import type { TypeStep } from './tokens';

/** Figures of equal width, so columns of amounts, odds and scores never jitter. */
export const tabularNums = css`
  font-variant-numeric: tabular-nums;
  font-feature-settings: 'tnum' 1;
`;

/** Hidden on screen, read by screen readers and search engines. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** One step of the type scale: `${typeStep(theme.type.cardTitle)}`. */
export function typeStep(step: TypeStep): string {
  return `font-size: ${step.size}; line-height: ${step.lineHeight}; font-weight: ${step.weight};`;
}
