// 斗地主's page and bet (server/venues/doudizhu.ts has the game and its money): three seats, the
// player's and the two computer players' of the house, a whole game dealt, bid and played out by
// the one strategy (托管), then shown trick by trick.
import {
  COMBO_NAMES,
  DDZ_RTP,
  DDZ_UNITS,
  MAX_REDEALS,
  TOP_MULTIPLIER,
  ddzBest,
  ddzPayout,
  playGame,
} from './doudizhu.ts';
import { checkLimits, limitsText, type GameModule, type Limits } from './game.ts';

export const DDZ_LIMITS: Limits = { min: 5, max: 25_000, of: '本游戏' };

const seat = (id: string, name: string) =>
  `<div class="seat" id="${id}"><b id="${id}Name">${name}</b><span><span id="${id}Count">17</span> 张</span></div>`;

export const doudizhuGame: GameModule = {
  page() {
    return {
      stage:
        '<div class="ddz">' +
        seat('left', '上家(电脑)') +
        '<div class="seat"><b>底牌</b><div class="cards small" id="bottom">' +
        '<div class="card back"></div>'.repeat(3) +
        '</div></div>' +
        seat('right', '下家(电脑)') +
        '<div class="hand mine"><b id="meName">您</b><div class="cards small" id="mine"></div></div>' +
        '</div>' +
        '<ol class="log" id="log" aria-label="出牌记录"></ol>',
      choices: '',
      rules:
        `<p class="limits">${limitsText(DDZ_LIMITS)}</p>` +
        '<p>三人同桌:您与两位电脑玩家(上家、下家)。一副牌 54 张(含大小王),每人 17 张,留 3 张底牌。从随机的一家起依次叫 1、2、3 分或不叫,只能叫得比前面高,叫 3 分即止;最高者当地主,拿底牌后先出牌,另两家为农民。' +
        `三家都不叫则重新洗牌发牌(连续 ${MAX_REDEALS} 次都不叫时,首家以 1 分当地主)。</p>` +
        '<p>牌型:单张、对子、三张、三带一、三带一对、顺子(五张或以上相连,3 至 A)、连对(三对或以上相连)、炸弹(四张同点)、王炸(大小王)。本演示不含飞机与四带二。点数从小到大:3 … K、A、2、小王、大王。' +
        '跟牌须出同牌型、同张数且更大的牌;炸弹可压任何非炸弹的牌,大炸弹压小炸弹,王炸最大。先出完手牌的一方赢。</p>' +
        '<p>演示场馆为托管对局:您的叫分与出牌由系统代打,三家使用同一套策略(出能出的最小牌型,农民不压队友,对手只剩五张或更少时才用炸弹)。您的座位在发牌前随机决定。</p>' +
        `<p>投注金额为押金,底注为其 1/${DDZ_UNITS}。倍数 = 叫分 × 2 的(炸弹与王炸个数)次方,春天或反春再 ×2,封顶 ${TOP_MULTIPLIER} 倍。` +
        '地主赢:每位农民付底注 × 倍数,地主收两份;农民赢:地主付每位农民底注 × 倍数(分位向下取整)。每局每人另收服务费 2%(分位向上取整)。</p>' +
        `<p>三家的输赢相加为零,您坐在任一座位的机会相同,所以返还率为 ${(DDZ_RTP * 100).toFixed(2)}%(押金为 0.5 元的整数倍时;即押金减去服务费)。</p>`,
      play: '开局',
      stake: '25',
    };
  },
  script: `
const SEAT_NAMES = ['您', '下家', '上家'];
const KIND = ${JSON.stringify(COMBO_NAMES)};
function ddzCard(c) {
  if (c.rank < 14) return cardEl(c);
  const name = c.rank === 15 ? '大王' : '小王';
  const e = el('div', 'card joker' + (c.rank === 15 ? ' red' : ''));
  e.setAttribute('role', 'img');
  e.setAttribute('aria-label', name);
  e.append(el('span', '', name));
  return e;
}
const cardText = (c) => c.rank === 15 ? '大王' : c.rank === 14 ? '小王' : SUITS[c.suit] + RANKS[c.rank];
$('play').addEventListener('click', async () => {
  $('log').replaceChildren();
  const d = await playRound({});
  if (!d) return;
  // seats from the player's: 0 you, 1 下家, 2 上家
  const who = (s) => (s - d.seat + 3) % 3;
  const role = (s) => (s === d.landlord ? '地主' : '农民');
  const ids = ['me', 'right', 'left'];
  const left = [0, 1, 2].map((s) => (s === d.landlord ? 20 : 17));
  for (let s = 0; s < 3; s++) {
    const id = ids[who(s)];
    $(id + 'Name').textContent = (who(s) === 0 ? '您' : SEAT_NAMES[who(s)] + '(电脑)') + ' · ' + role(s);
    if (id !== 'me') $(id + 'Count').textContent = left[s];
  }
  $('bottom').replaceChildren(...d.bottom.map(ddzCard));
  const mine = [...d.dealt[d.seat], ...(d.seat === d.landlord ? d.bottom : [])];
  const cards = new Map();
  $('mine').replaceChildren(...mine.map((c) => { const e = ddzCard(c); cards.set(c.rank + ':' + c.suit, e); return e; }));
  const bids = d.bids.map((b, s) => SEAT_NAMES[who(s)] + (b ? ' ' + b + ' 分' : ' 不叫')).join(',');
  $('log').append(el('li', '', (d.redeals ? '重新发牌 ' + d.redeals + ' 次,' : '') + '叫分:' + bids + ';' + SEAT_NAMES[who(d.landlord)] + '当地主'));
  for (const p of d.plays) {
    const line = el('li', p.kind ? '' : 'pass', SEAT_NAMES[who(p.seat)] + '(' + role(p.seat) + '):' +
      (p.kind ? KIND[p.kind] + ' ' + p.cards.map(cardText).join(' ') : '不要'));
    $('log').append(line);
    line.scrollIntoView({ block: 'nearest' });
    if (p.kind) {
      left[p.seat] -= p.cards.length;
      if (who(p.seat) === 0) p.cards.forEach((c) => cards.get(c.rank + ':' + c.suit)?.classList.add('played'));
      else $(ids[who(p.seat)] + 'Count').textContent = left[p.seat];
    }
    await wait(p.kind ? 140 : 60);
  }
  $('outcome').textContent = (d.landlordWon ? '地主赢' : '农民赢') + ',您是' + role(d.seat) +
    ';叫 ' + d.bid + ' 分' + (d.bombs ? ',炸弹 ' + d.bombs + ' 个' : '') + (d.spring ? (d.landlordWon ? ',春天' : ',反春') : '') + ',倍数 ×' + d.multiplier;
  settle(d);
});
`,
  bet(_g, _body, stake) {
    checkLimits(stake, DDZ_LIMITS);
    return {
      best: ddzBest(stake),
      play(randomBelow) {
        const seat = randomBelow(3); // drawn apart from the deal
        const game = playGame(randomBelow);
        return { payout: ddzPayout(stake, game, seat), detail: { seat, ...game } };
      },
    };
  },
};
