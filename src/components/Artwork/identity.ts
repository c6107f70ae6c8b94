// What each thing's picture shows, decided from its data (drawn by drawings.tsx): a game's
// palette, motif and composition from its name, kind and venue; a promotion's motif from its
// kind; a gift's object from its name; a team's crest from its name. Pure and deterministic:
// the same game always looks the same, and visual snapshots stay stable.
import { hashOf } from './artwork';

/** Dark gradient stops and a light accent: white strokes and text keep 4.5:1 on both stops,
 * and the pictures read the same on the classic (light) and professional (dark) surfaces. */
export const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#b91c1c', '#450a0a', '#fbbf24'], // crimson, gold
  ['#047857', '#022c22', '#fde68a'], // jade
  ['#4338ca', '#1e1b4b', '#f9a8d4'], // indigo, pink
  ['#0e7490', '#083344', '#fcd34d'], // teal
  ['#7e22ce', '#2e1065', '#fde047'], // violet
  ['#b45309', '#431407', '#fef3c7'], // bronze
  ['#be185d', '#500724', '#fbcfe8'], // rose
  ['#1d4ed8', '#172554', '#67e8f9'], // ocean
  ['#4d7c0f', '#1a2e05', '#fde68a'], // forest
  ['#334155', '#020617', '#f59e0b'], // ink, amber
  ['#c2410c', '#431407', '#fdba74'], // ember
  ['#6d28d9', '#0c4a6e', '#a5f3fc'], // night
];

/** Motifs a game can show: lucide icons, and drawings of our own (mahjong, cards, wheel, balls). */
export const GAME_MOTIFS = [
  'mahjong',
  'cat',
  'drama',
  'paw',
  'bird',
  'ship',
  'castle',
  'gem',
  'skull',
  'cards',
  'swords',
  'wheel',
  'dice',
  'balls',
  'car',
  'crown',
  'flower',
  'shield',
  'fish',
  'coins',
  'ball',
  'trophy',
  'star',
  'rocket',
  'flame',
  'zap',
  'moon',
  'clover',
  'cherry',
  'heart',
  'anchor',
  'ghost',
] as const;
export type GameMotif = (typeof GAME_MOTIFS)[number];

/** What a name says it is, in order of precedence: the first match is the main motif, the
 * second the smaller one beside it (招财猫: a cat with coins). */
const KEYWORDS: readonly (readonly [string, GameMotif])[] = [
  ['麻将', 'mahjong'],
  ['猫', 'cat'],
  ['脸', 'drama'],
  ['熊', 'paw'],
  ['鸡', 'bird'],
  ['鸟', 'bird'],
  ['鱼', 'fish'],
  ['船', 'ship'],
  ['城', 'castle'],
  ['亡灵', 'skull'],
  ['盗', 'skull'],
  ['百家乐', 'cards'],
  ['牛', 'cards'],
  ['扑克', 'cards'],
  ['龙虎', 'swords'],
  ['英雄', 'swords'],
  ['轮盘', 'wheel'],
  ['骰', 'dice'],
  ['快三', 'dice'],
  ['时时彩', 'balls'],
  ['六合', 'balls'],
  ['彩', 'balls'],
  ['赛车', 'car'],
  ['斗地主', 'crown'],
  ['王', 'crown'],
  ['皇冠', 'crown'],
  ['金花', 'flower'],
  ['花', 'flower'],
  ['DOTA', 'shield'],
  ['宝', 'gem'],
  ['财', 'coins'],
  ['金', 'coins'],
  ['球', 'ball'],
  ['体育', 'trophy'],
];

/** Second motifs of a kind, when the name gives none: a slot's luck, a sport's trophy. */
const SECOND_MOTIFS: Record<string, readonly GameMotif[]> = {
  TY: ['trophy', 'star', 'flame', 'zap'],
  DJ: ['zap', 'flame', 'star', 'rocket', 'trophy'],
  CP: ['star', 'clover', 'coins', 'gem'],
  BY: ['anchor', 'coins', 'gem', 'star'],
};
const LUCK: readonly GameMotif[] = ['coins', 'gem', 'star', 'clover', 'cherry', 'heart', 'flame'];

export type Composition = 'hero' | 'left' | 'cropped' | 'scatter';
const COMPOSITIONS: readonly Composition[] = ['hero', 'left', 'cropped', 'scatter'];

/** The traditional characters of the names the site lists (its games, venues and gifts) and of
 * the words above, each with its simplified form: a 繁體 reader's names arrive in traditional
 * characters (server/traditional.ts), and a game or a gift looks the same in both languages
 * (identity.test.ts checks every name the reference server lists). */
const TRADITIONAL =
  '籃網體將賞長財貓尋寶黃靈盜電變臉臺灣雞報樂龍輪盤開慶時賽車鬥搶莊聯榮競魚製藍機運動鍵傘鳥撲壺錶';
const SIMPLIFIED =
  '篮网体将赏长财猫寻宝黄灵盗电变脸台湾鸡报乐龙轮盘开庆时赛车斗抢庄联荣竞鱼制蓝机运动键伞鸟扑壶表';

/** A name as the pictures read it: the traditional characters above in their simplified form. */
export function simplifiedName(name: string): string {
  return [...name]
    .map((c) => {
      const i = TRADITIONAL.indexOf(c);
      return i < 0 ? c : (SIMPLIFIED[i] ?? c);
    })
    .join('');
}

/** Motifs of a name's own words (at most two, distinct), in the order of KEYWORDS. */
export function motifsOfName(name: string): GameMotif[] {
  const upper = simplifiedName(name).toUpperCase();
  const found: GameMotif[] = [];
  for (const [word, motif] of KEYWORDS)
    if (upper.includes(word) && !found.includes(motif)) found.push(motif);
  return found.slice(0, 2);
}

/** The venue's short mark (PGDZ: PG, JDBBY: JDB, crty: CR): its code without the category. */
export function venueMark(enName: string, category?: string | null): string {
  const code = enName.toUpperCase();
  const cat = (category ?? '').toUpperCase();
  const bare =
    cat && code.endsWith(cat) && code.length > cat.length ? code.slice(0, -cat.length) : code;
  return bare.slice(0, 4);
}

/** The first character of a name worth setting large (a letter, digit or CJK character). */
export function glyphOf(name: string): string {
  const ch = [...name].find((c) => /[\p{L}\p{N}]/u.test(c));
  return (ch ?? '?').toUpperCase();
}

export interface GamePlan {
  from: string;
  to: string;
  accent: string;
  motif: GameMotif;
  /** A smaller second motif (the name's second word, else one from the hash). */
  second: GameMotif;
  composition: Composition;
  glyph: string;
  /** The venue's mark set on the tile ('' without a venue). */
  mark: string;
  /** Palette, motifs and composition: two tiles with different signatures differ at a glance. */
  signature: string;
}

/** A game tile's picture: motifs from its name's words (or its hash when the name says
 * nothing drawable), palette and composition from its name, kind and venue (two venues' 百家乐
 * are told apart by colour and mark). */
export function planGame(shownName: string, venue: string, category: string): GamePlan {
  const name = simplifiedName(shownName); // the same picture in 繁體
  const h = hashOf(`${category}:${venue}:${name}`);
  const own = motifsOfName(name);
  const pool = GAME_MOTIFS.filter((m) => !own.includes(m));
  const motif = own[0] ?? pool[hashOf(name) % pool.length]!;
  const rest = (SECOND_MOTIFS[category] ?? LUCK).filter((m) => m !== motif);
  const second = own[1] ?? rest[(h >>> 7) % rest.length]!;
  const palette = h % PALETTES.length;
  const [from, to, accent] = PALETTES[palette]!;
  const composition = COMPOSITIONS[(h >>> 4) % COMPOSITIONS.length]!;
  return {
    from,
    to,
    accent,
    motif,
    second,
    composition,
    glyph: glyphOf(shownName),
    mark: venue ? venueMark(venue, category) : '',
    signature: `${palette}/${motif}/${second}/${composition}`,
  };
}

// ---- promotions, gifts and sponsors ----

/** The activity kinds of the promotions (routeName), each with its own motif. */
export type PromoMotif =
  'race' | 'wheel' | 'calendar' | 'deposit' | 'tasks' | 'invite' | 'betting' | 'welcome';

const PROMO_MOTIFS: Record<string, PromoMotif> = {
  racePage: 'race',
  drawGift: 'wheel',
  signGift: 'calendar',
  firstDeposit: 'deposit',
  againDeposit: 'deposit',
  newTask: 'tasks',
  friendInvitation: 'invite',
  bettingGift: 'betting',
  activityLandPage: 'welcome',
};

export function promoMotifOf(routeName: string): PromoMotif {
  return PROMO_MOTIFS[routeName] ?? 'welcome';
}

/** Each promotion kind's colours (from, to, accent): one kind, one look. */
export const PROMO_PALETTES: Record<PromoMotif, readonly [string, string, string]> = {
  race: ['#b45309', '#451a03', '#fde047'],
  wheel: ['#7e22ce', '#2e1065', '#fbcfe8'],
  calendar: ['#0f766e', '#042f2e', '#99f6e4'],
  deposit: ['#15803d', '#052e16', '#fde047'],
  tasks: ['#1d4ed8', '#172554', '#bfdbfe'],
  invite: ['#be185d', '#500724', '#fecdd3'],
  betting: ['#c2410c', '#431407', '#fed7aa'],
  welcome: ['#4338ca', '#1e1b4b', '#c7d2fe'],
};

export type GiftObject =
  | 'bottle'
  | 'umbrella'
  | 'shirt'
  | 'headphones'
  | 'football'
  | 'keyboard'
  | 'watch'
  | 'phone'
  | 'backpack'
  | 'cup'
  | 'gift';

const GIFT_WORDS: readonly (readonly [string, GiftObject])[] = [
  ['水杯', 'bottle'],
  ['水壶', 'bottle'],
  ['瓶', 'bottle'],
  ['伞', 'umbrella'],
  ['球衣', 'shirt'],
  ['衣', 'shirt'],
  ['耳机', 'headphones'],
  ['足球', 'football'],
  ['球', 'football'],
  ['键盘', 'keyboard'],
  ['表', 'watch'],
  ['手机', 'phone'],
  ['包', 'backpack'],
  ['杯', 'cup'],
];

/** The object a gift's name names (运动水杯: a bottle, 品牌雨伞: an umbrella), else a gift box. */
export function giftObjectOf(name: string): GiftObject {
  const read = simplifiedName(name);
  return GIFT_WORDS.find(([word]) => read.includes(word))?.[1] ?? 'gift';
}

// ---- team crests ----

export type CrestShape = 'shield' | 'round' | 'pennant';
export type CrestBand = 'none' | 'stripe' | 'chevron' | 'halves';

export interface CrestPlan {
  shape: CrestShape;
  band: CrestBand;
  /** Field and band colours. */
  field: string;
  band2: string;
  /** The team's initials on the crest (one CJK character or up to two letters). */
  initials: string;
}

/** Crest colours: strong enough for white initials, and told apart beside each other. */
const CREST_COLOURS = [
  '#b91c1c',
  '#1d4ed8',
  '#047857',
  '#7e22ce',
  '#b45309',
  '#0e7490',
  '#be185d',
  '#334155',
  '#4d7c0f',
  '#c2410c',
] as const;

/** A team's initials: its first CJK character, or the first letters of up to two words. */
export function initialsOf(team: string): string {
  const trimmed = team.trim();
  const cjk = [...trimmed].find((c) => /\p{Script=Han}/u.test(c));
  if (cjk) return cjk;
  const words = trimmed.split(/[\s\-_.]+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  if (words.length >= 2) return `${glyphOf(words[0]!)}${glyphOf(words[1]!)}`;
  return [...(words[0] ?? '?')].slice(0, 2).join('').toUpperCase();
}

/** Colours a team's name may carry (虚拟红队, 红袜): its crest is drawn in them. */
const COLOUR_WORDS: Record<string, string> = {
  红: '#b91c1c',
  蓝: '#1d4ed8',
  绿: '#047857',
  黄: '#a16207',
  紫: '#7e22ce',
  黑: '#1f2937',
};

/** A team's crest from its name, in its colours when known (first the field, then the band),
 * else a colour its name says, else colours from its name's hash. */
export function planCrest(team: string, colours?: readonly string[]): CrestPlan {
  const h = hashOf(`crest:${team}`);
  const named = [...team].map((c) => COLOUR_WORDS[c]).find((c) => c !== undefined);
  const field = colours?.[0] ?? named ?? CREST_COLOURS[h % CREST_COLOURS.length]!;
  const others = CREST_COLOURS.filter((c) => c !== field);
  const band2 = colours?.[1] ?? others[(h >>> 5) % others.length]!;
  const shapes: CrestShape[] = ['shield', 'round', 'pennant'];
  const bands: CrestBand[] = ['none', 'stripe', 'chevron', 'halves'];
  return {
    shape: shapes[(h >>> 9) % shapes.length]!,
    band: bands[(h >>> 13) % bands.length]!,
    field,
    band2,
    initials: initialsOf(team),
  };
}
