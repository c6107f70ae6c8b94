// Every area's texts.ts (defineTexts) has the same keys in both scripts, and its traditional side
// is the reviewed opencc conversion of the simplified side, so zh-TW never drifts or goes missing.
import * as OpenCC from 'opencc-js';
import { beforeAll, describe, expect, it } from 'vitest';
import review from './locales/zh-TW.review.json';
import { fill, loadTraditionalHalves, type ScreenTexts } from './screenTexts';

const convert = OpenCC.Converter({ from: 'cn', to: 'twp' });
const toTraditional = (text: string) =>
  (review.replace as [string, string][]).reduce(
    (acc, [from, to]) => acc.split(from).join(to),
    convert(text),
  );

const modules = import.meta.glob<Record<string, unknown>>('/src/**/texts.ts', { eager: true });

function isTexts(value: unknown): value is ScreenTexts<object> {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === 'screenTexts'
  );
}

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    leaves(v, prefix ? `${prefix}.${k}` : k),
  );
}

const sets = Object.entries(modules).flatMap(([file, mod]) =>
  Object.entries(mod)
    .filter(([, value]) => isTexts(value))
    .map(([name, value]) => [`${file} ${name}`, value as ScreenTexts<object>] as const),
);

describe('screen texts', () => {
  // the first script's traditional halves load as the site loads them for zh-TW
  beforeAll(() => loadTraditionalHalves());

  it.each(sets)('%s: same keys, traditional is the reviewed conversion', (_name, texts) => {
    const cn = new Map(leaves(texts.zhCN));
    const tw = new Map(leaves(texts.zhTW));
    expect([...tw.keys()].sort()).toEqual([...cn.keys()].sort());
    for (const [key, text] of cn)
      expect(`${key}: ${tw.get(key)}`).toBe(`${key}: ${toTraditional(text)}`);
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(fill('共 {{n}} 条 {{x}}', { n: 3 })).toBe('共 3 条 {{x}}');
  });
});
