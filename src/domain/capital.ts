// Amounts in Chinese capital numerals (spec section 9: sign, integer and two decimals, jiao and
// fen), shown under the cashier's amount fields. A module of its own: only the cashier screens
// use it, so it loads with them and not in every page's first script (as money.ts does).
const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const SMALL_UNITS = ['', '拾', '佰', '仟'];
const SECTION_UNITS = ['', '万', '亿', '万'];
/** Integer digits the capital numerals cover (up to 万亿: 9999,9999,9999,9999). */
export const CAPITAL_MAX_DIGITS = 16;

/** The decimal digits of an amount rounded to fen: sign, integer digits, jiao, fen. */
function toFen(
  amount: number | string,
): { negative: boolean; int: string; jiao: number; fen: number } | null {
  let text: string;
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) return null;
    text = Math.abs(amount) < 1e-6 ? '0' : String(amount);
    if (text.includes('e')) return null; // above 1e21
  } else {
    text = amount.trim();
  }
  const m = /^([+-]?)(\d+)(?:\.(\d*))?$|^([+-]?)\.(\d+)$/.exec(text);
  if (!m) return null;
  const negative = (m[1] ?? m[4]) === '-';
  let int = (m[2] ?? '0').replace(/^0+(?=\d)/, '');
  const frac = ((m[3] ?? m[5] ?? '') + '000').slice(0, 3);
  let cents = Number(frac.slice(0, 2));
  if (Number(frac[2]) >= 5) cents += 1; // half up on the third decimal
  if (cents === 100) {
    cents = 0;
    int = addOne(int);
  }
  return { negative, int, jiao: Math.floor(cents / 10), fen: cents % 10 };
}

function addOne(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] === '9') out[i] = '0';
    else {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
  }
  return `1${out.join('')}`;
}

function integerCapital(int: string): string {
  let out = '';
  let pendingZero = false;
  let sectionHasDigit = false;
  for (let i = 0; i < int.length; i++) {
    const d = Number(int[i]);
    const pos = int.length - 1 - i;
    if (d === 0) {
      pendingZero = out !== '';
    } else {
      if (pendingZero) out += '零';
      pendingZero = false;
      out += `${DIGITS[d] ?? ''}${SMALL_UNITS[pos % 4] ?? ''}`;
      sectionHasDigit = true;
    }
    if (pos % 4 === 0 && pos > 0) {
      // 亿 closes everything above it (壹万亿 for 10^12); 万 closes its own section only.
      if (pos === 8 ? out !== '' : sectionHasDigit) out += SECTION_UNITS[pos / 4] ?? '';
      sectionHasDigit = false;
    }
  }
  return out;
}

/**
 * The characters of the capital numerals in simplified Chinese, in this order: the ten digits,
 * 拾 佰 仟, 万 亿, 元 角 分, 整, 负. A locale gives its own string in the same order (the cashier's
 * texts: the traditional one is the OpenCC conversion, 零壹貳叄肆伍陸柒捌玖拾佰仟萬億元角分整負).
 */
export const CAPITAL_NUMERALS = '零壹贰叁肆伍陆柒捌玖拾佰仟万亿元角分整负';

/**
 * An amount in Chinese capital numerals (spec section 9): 负 for a negative amount, the integer
 * part with 万 and 亿, then 元, 角, 分, and 整 when there are neither jiao nor fen (1409.5 ->
 * 壹仟肆佰零玖元伍角; 6007.14 -> 陆仟零柒元壹角肆分; 0 -> 零元整). '' when not numeric or beyond
 * 万亿. `numerals` writes it in a locale's characters (CAPITAL_NUMERALS' order; a string of
 * another length is ignored).
 */
export function toChineseCapital(
  amount: number | string,
  numerals: string = CAPITAL_NUMERALS,
): string {
  const text = simplifiedCapital(amount);
  if (numerals === CAPITAL_NUMERALS || [...numerals].length !== CAPITAL_NUMERALS.length)
    return text;
  const chars = [...numerals];
  return [...text].map((c) => chars[CAPITAL_NUMERALS.indexOf(c)] ?? c).join('');
}

function simplifiedCapital(amount: number | string): string {
  const parts = toFen(amount);
  if (!parts || parts.int.length > CAPITAL_MAX_DIGITS) return '';
  const { int, jiao, fen } = parts;
  const isZeroInt = /^0+$/.test(int);
  if (isZeroInt && jiao === 0 && fen === 0) return '零元整';
  const sign = parts.negative ? '负' : '';
  let text = isZeroInt ? '' : `${integerCapital(int)}元`;
  if (jiao === 0 && fen === 0) return `${sign}${text}整`;
  if (jiao > 0) text += `${DIGITS[jiao] ?? ''}角`;
  else if (!isZeroInt) text += '零';
  if (fen > 0) text += `${DIGITS[fen] ?? ''}分`;
  return `${sign}${text}`;
}
