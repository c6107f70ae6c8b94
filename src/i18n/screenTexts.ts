// Texts of one screen area, simplified and traditional side by side in the area's `texts.ts`
// (the shared catalogues in locales/ hold only what the design system needs). The traditional
// side is the opencc conversion of the simplified one plus the reviewed replacements of
// locales/zh-TW.review.json: `node src/i18n/tw.mjs '中文'` prints it, and screenTexts.test.ts
// checks every area's texts agree with it.
import { useTranslation } from 'react-i18next';

/** The same keys with string leaves (the traditional side of a text set). */
export type TextShape<T> = {
  [K in keyof T]: T[K] extends string ? string : TextShape<T[K]>;
};

export interface ScreenTexts<T> {
  readonly kind: 'screenTexts';
  readonly zhCN: T;
  readonly zhTW: TextShape<T>;
}

export function defineTexts<T extends object>(zhCN: T, zhTW: TextShape<T>): ScreenTexts<T> {
  return { kind: 'screenTexts', zhCN, zhTW };
}

/** The texts in the current i18n language (simplified by default). */
export function useTexts<T>(texts: ScreenTexts<T>): T {
  const { i18n } = useTranslation();
  return i18n.language === 'zh-TW' ? (texts.zhTW as T) : texts.zhCN;
}

/** Fills {{name}} placeholders: fill('共 {{n}} 条', { n: 3 }) -> '共 3 条'. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
