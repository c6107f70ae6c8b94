// Regenerates locales/zh-TW.ts from locales/zh-CN.ts (run from the repository root:
// node src/i18n/gen-zh-tw.mjs): opencc-js cn -> twp, then the reviewed replacements of
// locales/zh-TW.review.json. The unit test i18n.test.ts checks the two files agree.
import * as OpenCC from 'opencc-js';
import { readFileSync, writeFileSync } from 'node:fs';

const convert = OpenCC.Converter({ from: 'cn', to: 'twp' });
const review = JSON.parse(readFileSync('./src/i18n/locales/zh-TW.review.json', 'utf8'));
const toTraditional = (text) =>
  review.replace.reduce((acc, [from, to]) => acc.split(from).join(to), convert(text));

const src = readFileSync('./src/i18n/locales/zh-CN.ts', 'utf8');
const body = src
  .replace(/^[\s\S]*?export const zhCN = \{/, 'export const zhTW: Catalogue = {')
  .replace(/\n\/\*\* Shape of a catalogue[\s\S]*$/, '\n')
  .replace(/^(\s*)\/\/.*\n/gm, '')
  .replace(/'([^'\\]*)'/g, (_m, text) => `'${toTraditional(text)}'`);
writeFileSync(
  './src/i18n/locales/zh-TW.ts',
  `// Traditional Chinese (Taiwan): generated from zh-CN.ts by src/i18n/gen-zh-tw.mjs, reviewed.\nimport type { Catalogue } from './zh-CN';\n\n${body}`,
);
