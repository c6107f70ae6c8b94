// Regenerates locales/zh-TW.ts from locales/zh-CN.ts (run from the repository root:
// node src/i18n/gen-zh-tw.mjs && npx prettier --write src/i18n): opencc-js cn -> twp, then the
// reviewed replacements of
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

// The domain's messages (src/domain/messages.zh-CN.ts) get the same reviewed conversion, so one
// screen never mixes two wordings (使用者名稱 / 用戶名). Each entry keeps its simplified source:
// src/i18n/domain.ts uses it only while the domain's text is still that source.
const domainSrc = readFileSync('./src/domain/messages.zh-CN.ts', 'utf8');
const entries = [...domainSrc.matchAll(/^\s+(\w+): '([^'\\]*)',/gm)].map(
  ([, key, text]) => `  ${key}: ['${text}', '${toTraditional(text)}'],`,
);
writeFileSync(
  './src/i18n/locales/domain.zh-TW.ts',
  `// The domain messages in Traditional Chinese (Taiwan), converted like zh-TW.ts by\n// src/i18n/gen-zh-tw.mjs: key -> [simplified source, traditional text].\nexport const domainZhTW: Record<string, readonly [string, string]> = {\n${entries.join('\n')}\n};\n`,
);
