// Texts of one screen area, simplified and traditional side by side in the area's `texts.ts`
// (the shared catalogues in locales/ hold only what the design system needs). The traditional
// side is the opencc conversion of the simplified one plus the reviewed replacements of
// locales/zh-TW.review.json: `node src/i18n/tw.mjs '中文'` prints it, and screenTexts.test.ts
// checks every area's texts agree with it.
import { useLanguage } from './useLanguage';

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

// Traditional halves of the first script's texts (the chrome, home) live in their own module:
// they load with the traditional catalogue, which switchLocale awaits before the language
// changes, so a simplified visitor's first script does not carry them.
const traditionalHalves: Array<() => Promise<void>> = [];

/** A traditional half loaded with the traditional catalogue; `get()` is undefined before. Only
 * for modules of the first script: they are defined before any switch to traditional. */
export function traditionalLater<T>(load: () => Promise<T>): { get(): T | undefined } {
  let value: T | undefined;
  traditionalHalves.push(async () => {
    value ??= await load();
  });
  return { get: () => value };
}

/** Loads every traditional half of traditionalLater (src/i18n/site.ts, before zh-TW shows). */
export async function loadTraditionalHalves(): Promise<void> {
  await Promise.all(traditionalHalves.map((load) => load()));
}

/** defineTexts for the first script: the traditional side arrives with the traditional
 * catalogue (until then, never shown, it reads as the simplified side). */
export function defineTextsTraditionalLater<T extends object>(
  zhCN: T,
  loadTW: () => Promise<TextShape<T>>,
): ScreenTexts<T> {
  const tw = traditionalLater(loadTW);
  return {
    kind: 'screenTexts',
    zhCN,
    get zhTW(): TextShape<T> {
      return tw.get() ?? (zhCN as TextShape<T>);
    },
  };
}

/** The texts in the current i18n language (simplified by default). */
export function useTexts<T>(texts: ScreenTexts<T>): T {
  const language = useLanguage();
  return language === 'zh-TW' ? (texts.zhTW as T) : texts.zhCN;
}

export { fill } from './fill';
