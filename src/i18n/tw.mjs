// Prints the traditional (Taiwan) form of simplified text, as screenTexts.test.ts expects it:
//   node src/i18n/tw.mjs '存款成功'        or   echo '存款成功' | node src/i18n/tw.mjs
import * as OpenCC from 'opencc-js';
import { readFileSync } from 'node:fs';

const convert = OpenCC.Converter({ from: 'cn', to: 'twp' });
const review = JSON.parse(
  readFileSync(new URL('./locales/zh-TW.review.json', import.meta.url), 'utf8'),
);
const toTraditional = (text) =>
  review.replace.reduce((acc, [from, to]) => acc.split(from).join(to), convert(text));

const input = process.argv.length > 2 ? process.argv.slice(2).join(' ') : readFileSync(0, 'utf8');
process.stdout.write(toTraditional(input) + (input.endsWith('\n') ? '' : '\n'));
