import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { VENUES } from '../../../server/db/seed';
import { toTraditional } from '../../../server/traditional';
import { GALLERY_LOBBIES } from './galleryData';
import {
  giftObjectOf,
  glyphOf,
  motifsOfName,
  planCrest,
  planGame,
  promoMotifOf,
  simplifiedName,
  venueMark,
} from './identity';

/** Each lobby's games as the reference server lists them: every venue of one category. */
const LOBBIES = [...new Set(VENUES.map((v) => v.category))].map(
  (category) =>
    [
      category,
      VENUES.filter((v) => v.category === category).flatMap((v) =>
        v.games.map((name) => ({ name, venue: v.enName, category })),
      ),
    ] as const,
);

describe('game tiles with identity', () => {
  it.each(LOBBIES)('gives no two games of the %s lobby the same tile', (_category, games) => {
    const signatures = games.map((g) => planGame(g.name, g.venue, g.category).signature);
    expect(new Set(signatures).size).toBe(signatures.length);
  });

  it('draws 麻将胡了 and 招财猫 with different motifs, and the same game the same way every time', () => {
    const mahjong = planGame('麻将胡了', 'PGDZ', 'DZ');
    const cat = planGame('招财猫', 'PGDZ', 'DZ');
    expect(mahjong.motif).toBe('mahjong');
    expect(cat).toMatchObject({ motif: 'cat', second: 'coins' });
    expect(planGame('招财猫', 'PGDZ', 'DZ')).toEqual(cat);
  });

  it('tells two venues’ 百家乐 apart by colour or layout, and marks each with its venue', () => {
    const ag = planGame('百家乐', 'AGZR', 'ZR');
    const kx = planGame('百家乐', 'KXZR', 'ZR');
    expect(ag.motif).toBe('cards');
    expect(ag.signature).not.toBe(kx.signature);
    expect([ag.mark, kx.mark]).toEqual(['AG', 'KX']);
  });

  it('takes motifs from the name’s words in order, at most two', () => {
    expect(motifsOfName('寻宝黄金城')).toEqual(['castle', 'gem']);
    expect(motifsOfName('龙王捕鱼')).toEqual(['fish', 'crown']);
    expect(motifsOfName('DOTA2')).toEqual(['shield']);
    expect(motifsOfName('无名游戏')).toEqual([]);
  });

  it('marks a venue with its code without the category', () => {
    expect(venueMark('JDBBY', 'BY')).toBe('JDB');
    expect(venueMark('crty', 'TY')).toBe('CR');
    expect(venueMark('G1CP', 'CP')).toBe('G1');
    expect(venueMark('DZ', 'DZ')).toBe('DZ');
  });

  it('sets the first letter, digit or CJK character of a name in the seal', () => {
    expect(glyphOf('麻将胡了')).toBe('麻');
    expect(glyphOf('dota2')).toBe('D');
    expect(glyphOf('· 3D')).toBe('3');
  });
});

describe('promotion, gift and team marks', () => {
  it('gives each promotion kind its own motif', () => {
    const kinds = [
      'racePage',
      'drawGift',
      'signGift',
      'firstDeposit',
      'newTask',
      'friendInvitation',
      'bettingGift',
      'activityLandPage',
    ];
    expect(new Set(kinds.map(promoMotifOf)).size).toBe(kinds.length);
    expect(promoMotifOf('againDeposit')).toBe(promoMotifOf('firstDeposit'));
  });

  it('draws a gift as the object it names', () => {
    expect(giftObjectOf('运动水杯')).toBe('bottle');
    expect(giftObjectOf('品牌雨伞')).toBe('umbrella');
    expect(giftObjectOf('定制球衣')).toBe('shirt');
    expect(giftObjectOf('限量足球')).toBe('football');
    expect(giftObjectOf('蓝牙耳机')).toBe('headphones');
    expect(giftObjectOf('机械键盘')).toBe('keyboard');
    expect(giftObjectOf('神秘礼盒')).toBe('gift');
  });

  it('gives a team a crest from its name, in its own colours when given', () => {
    expect(planCrest('曼城联').initials).toBe('曼');
    expect(planCrest('Real Sociedad').initials).toBe('RS');
    expect(planCrest('JDG').initials).toBe('JD');
    expect(planCrest('青岚城', ['#123456', '#abcdef'])).toMatchObject({
      field: '#123456',
      band2: '#abcdef',
    });
    expect(planCrest('青岚城')).toEqual(planCrest('青岚城'));
  });
});

describe('the artwork gallery', () => {
  it('shows every game of every venue of the reference server', () => {
    expect(
      GALLERY_LOBBIES.flatMap((l) => l.venues.map((v) => [l.category, v.enName, v.games])),
    ).toEqual(VENUES.map((v) => [v.category, v.enName, v.games]));
  });
});

describe('pictures in 繁體', () => {
  const gifts = [
    ...readFileSync('server/db/migrations/007_gift_exchange.sql', 'utf8').matchAll(
      /'([^']*\p{Script=Han}[^']*)'/gu,
    ),
  ].map((m) => m[1] ?? '');

  it('draws every game as in 简体 when its name arrives in traditional characters', () => {
    for (const v of VENUES)
      for (const name of v.games) {
        const tw = toTraditional(name);
        expect(simplifiedName(tw), tw).toBe(name);
        const a = planGame(name, v.enName, v.category);
        const b = planGame(tw, v.enName, v.category);
        expect(b.signature, tw).toBe(a.signature);
        expect(b.glyph).toBe(glyphOf(tw)); // the large character as the reader reads it
      }
    expect(planGame('麻將胡了', 'PGDZ', 'DZ').motif).toBe('mahjong');
    expect(planGame('招財貓', 'PGDZ', 'DZ').motif).toBe('cat');
  });

  it('draws every gift’s own object from its traditional name (藍牙耳機: headphones)', () => {
    expect(gifts.length).toBeGreaterThanOrEqual(6);
    for (const name of gifts) {
      expect(simplifiedName(toTraditional(name))).toBe(name);
      expect(giftObjectOf(toTraditional(name))).toBe(giftObjectOf(name));
      expect(giftObjectOf(name)).not.toBe('gift');
    }
    expect(giftObjectOf('品牌雨傘')).toBe('umbrella');
    expect(giftObjectOf('機械鍵盤')).toBe('keyboard');
  });
});
