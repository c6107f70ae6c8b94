// The house games' pages and bets (server/venues/house-games.ts has their maths): 龙虎, 轮盘 and
// 骰宝 at the live casino's tables and their 限红, 牛牛 and 炸金花 against the house in chess and
// cards (斗地主, three seats, is server/venues/doudizhu-game.ts).
import { shoe, type Card } from './baccarat.ts';
import {
  DT_BEST,
  DT_LABEL,
  DT_ODDS,
  DT_SIDES,
  NIU_BOMB,
  NIU_FIVE_FACES,
  NIU_FIVE_SMALL,
  NIU_RTP,
  ROULETTE_BETS,
  ROULETTE_RTP,
  SICBO_BETS,
  ZJH_BEST,
  ZJH_NAMES,
  ZJH_RTP,
  compareNiu,
  compareZjh,
  dragonTigerPayout,
  dragonTigerRtp,
  dragonTigerWinner,
  niuBest,
  niuMultiplier,
  niuName,
  niuPayout,
  niuRank,
  rouletteBet,
  rouletteColour,
  roulettePayout,
  sicBoBet,
  sicBoPayout,
  sicBoPrice,
  zjhHand,
  zjhPayout,
  type DragonTigerSide,
} from './house-games.ts';
import {
  bad,
  checkLimits,
  escapeHtml,
  limitsOf,
  limitsText,
  tableChoice,
  tableOf,
  type GameModule,
  type Limits,
} from './game.ts';

const percent = (x: number) => `${(x * 100).toFixed(2)}%`;
const backs = (n: number) => '<div class="card back"></div>'.repeat(n);
const option = (value: string, label: string, selected = false) =>
  `<option value="${escapeHtml(value)}"${selected ? ' selected' : ''}>${escapeHtml(label)}</option>`;

/** Deals the cards face up one by one into two hands, then names the winner. */
const DEAL_SCRIPT = `
async function deal(hands) {
  for (const [id] of hands) $(id).replaceChildren();
  const longest = Math.max(...hands.map(([, cards]) => cards.length));
  for (let i = 0; i < longest; i++)
    for (const [id, cards] of hands) if (cards[i]) { $(id).append(cardEl(cards[i])); await wait(160); }
}
`;

export const dragonTigerGame: GameModule = {
  page(g, query) {
    const table = tableChoice(g, query);
    const sides = DT_SIDES.map(
      (s) =>
        `<label class="pick"><input type="radio" name="side" value="${s}"${s === 'dragon' ? ' checked' : ''}> ${DT_LABEL[s]} ${DT_ODDS[s]}</label>`,
    ).join('');
    return {
      stage:
        `<div class="hands"><div class="hand"><b id="dragonName">龙</b><div class="cards" id="dragon">${backs(1)}</div></div>` +
        `<div class="hand"><b id="tigerName">虎</b><div class="cards" id="tiger">${backs(1)}</div></div></div>`,
      choices: table.select + `<fieldset class="picks"><legend>投注项</legend>${sides}</fieldset>`,
      rules:
        table.limits +
        '<p>龙、虎各发一张牌,点数大者赢:A 最小,K 最大,不论花色。</p>' +
        '<p>龙 1:1,虎 1:1,和 8:1;开和时押龙或虎的投注退回一半。</p>' +
        `<p>八副牌,每局重新洗牌。返还率:龙、虎 ${percent(dragonTigerRtp('dragon'))},和 ${percent(dragonTigerRtp('tie'))}。</p>`,
      play: '发牌',
      stake: table.stake,
    };
  },
  script:
    DEAL_SCRIPT +
    `
const LABEL = { dragon: '龙', tiger: '虎', tie: '和' };
$('play').addEventListener('click', async () => {
  const side = document.querySelector('input[name=side]:checked')?.value || '';
  const d = await playRound({ side, table: tableSelect.value });
  if (!d) return;
  await deal([['dragon', [d.dragon]], ['tiger', [d.tiger]]]);
  $('outcome').textContent = d.winner === 'tie' ? '和局' : LABEL[d.winner] + '赢';
  settle(d);
});
`,
  bet(g, body, stake) {
    const side = body.side;
    if (!DT_SIDES.includes(side as DragonTigerSide)) bad('请选择投注项:龙、虎或和');
    const s = side as DragonTigerSide;
    const table = tableOf(g, body.table);
    checkLimits(stake, limitsOf(table));
    return {
      best: stake * DT_BEST[s],
      play(randomBelow) {
        const next = shoe(randomBelow);
        const dragon = next();
        const tiger = next();
        const winner = dragonTigerWinner(dragon, tiger);
        return {
          payout: dragonTigerPayout(s, stake, winner),
          detail: { side: s, table: table?.tableId ?? '', dragon, tiger, winner },
        };
      },
    };
  },
};

export const rouletteGame: GameModule = {
  page(g, query) {
    const table = tableChoice(g, query);
    const group = (label: string, codes: (code: string) => boolean) =>
      `<optgroup label="${label}">` +
      ROULETTE_BETS.filter((b) => codes(b.code))
        .map((b) => option(b.code, `${b.label} ${b.pays - 1}:1`, b.code === 'red'))
        .join('') +
      '</optgroup>';
    return {
      stage: '<div class="pocket" id="pocket" aria-live="polite">0</div>',
      choices:
        table.select +
        '<label>投注项 <select id="bet">' +
        group('红黑、单双、大小', (c) => !c.includes(':')) +
        group('打、列', (c) => c.startsWith('dozen') || c.startsWith('column')) +
        group('单号', (c) => c.startsWith('n:')) +
        '</select></label>',
      rules:
        table.limits +
        '<p>欧式轮盘:一个 0 与 1 至 36,转出一个号码。</p>' +
        '<p>单号 35:1;第一、二、三打(每 12 个号码)与三列 2:1;红/黑、单/双、小(1-18)/大(19-36)1:1。开出 0 时,只有押 0 的单号赢。</p>' +
        `<p>每种投注的返还率均为 ${percent(ROULETTE_RTP)}(36/37)。</p>`,
      play: '转动',
      stake: table.stake,
    };
  },
  script: `
const COLOUR = { red: '红', black: '黑', green: '绿' };
$('play').addEventListener('click', async () => {
  const pocket = $('pocket');
  if (!reduced) pocket.classList.add('turning');
  const d = await playRound({ bet: $('bet').value, table: tableSelect.value });
  await wait(700);
  pocket.classList.remove('turning');
  if (!d) return;
  pocket.textContent = String(d.pocket);
  pocket.dataset.colour = d.colour;
  $('outcome').textContent = '开出 ' + d.pocket + ' ' + COLOUR[d.colour];
  settle(d);
});
`,
  bet(g, body, stake) {
    const bet = rouletteBet(body.bet);
    if (!bet) bad('请选择投注项(单号、红黑、单双、大小、打或列)');
    const table = tableOf(g, body.table);
    checkLimits(stake, limitsOf(table));
    return {
      best: stake * bet.pays,
      play(randomBelow) {
        const pocket = randomBelow(37);
        return {
          payout: roulettePayout(bet, stake, pocket),
          detail: {
            bet: bet.code,
            label: bet.label,
            table: table?.tableId ?? '',
            pocket,
            colour: rouletteColour(pocket),
          },
        };
      },
    };
  },
};

export const sicBoGame: GameModule = {
  page(g, query) {
    const table = tableChoice(g, query);
    const group = (label: string, test: (code: string) => boolean) =>
      `<optgroup label="${label}">` +
      SICBO_BETS.filter((b) => test(b.code))
        .map((b) => option(b.code, `${b.label} ${b.odds}:1`, b.code === 'big'))
        .join('') +
      '</optgroup>';
    const rows = SICBO_BETS.filter((b) => !b.code.startsWith('triple:') || b.code === 'triple:1')
      .filter((b) => !/^total:(1[1-7])$/.test(b.code))
      .map((b) => {
        const label = b.code.startsWith('total:')
          ? `总和 ${b.label.slice(3)} 或 ${21 - Number(b.code.slice(6))}`
          : b.code === 'triple:1'
            ? '围骰(指定三同)'
            : b.label;
        const price = sicBoPrice(b);
        return `<tr><td>${escapeHtml(label)}</td><td>${b.odds}:1</td><td>${percent(price.pays * price.chance)}</td></tr>`;
      })
      .join('');
    return {
      stage:
        '<div class="dice" id="dice"><span class="die">?</span><span class="die">?</span><span class="die">?</span></div>',
      choices:
        table.select +
        '<label>投注项 <select id="bet">' +
        group('大小、单双', (c) => !c.includes(':') && c !== 'anyTriple') +
        group('总和', (c) => c.startsWith('total:')) +
        group('围骰', (c) => c.startsWith('triple:') || c === 'anyTriple') +
        '</select></label>',
      rules:
        table.limits +
        '<p>摇三颗骰子。大(总和 11-17)、小(4-10)、单、双 1:1,开出围骰(三颗相同)时通杀;总和、围骰与全围按下表派彩。</p>' +
        `<table><caption>赔率与返还率</caption><thead><tr><th>投注</th><th>赔率</th><th>返还率</th></tr></thead><tbody>${rows}</tbody></table>`,
      play: '摇骰',
      stake: table.stake,
    };
  },
  script: `
$('play').addEventListener('click', async () => {
  if (!reduced) stage.classList.add('spinning');
  const d = await playRound({ bet: $('bet').value, table: tableSelect.value });
  await wait(700);
  stage.classList.remove('spinning');
  if (!d) return;
  [...stage.querySelectorAll('.die')].forEach((e, i) => { e.textContent = d.dice[i]; });
  $('outcome').textContent = d.dice.join(' ') + ',总和 ' + d.total + (d.triple ? '(围骰)' : '');
  settle(d);
});
`,
  bet(g, body, stake) {
    const bet = sicBoBet(body.bet);
    if (!bet) bad('请选择投注项(大小、单双、总和或围骰)');
    const table = tableOf(g, body.table);
    checkLimits(stake, limitsOf(table));
    return {
      best: stake * (bet.odds + 1),
      play(randomBelow) {
        const dice = [0, 1, 2].map(() => randomBelow(6) + 1);
        return {
          payout: sicBoPayout(bet, stake, dice),
          detail: {
            bet: bet.code,
            label: bet.label,
            table: table?.tableId ?? '',
            dice,
            total: dice.reduce((s, x) => s + x, 0),
            triple: dice[0] === dice[1] && dice[1] === dice[2],
          },
        };
      },
    };
  },
};

/** 牛牛: the stake is the deposit of eight base bets (底注 = stake ÷ 8, the top multiplier). */
export const NIU_LIMITS: Limits = { min: 8, max: 40_000, of: '本游戏' };
export const ZJH_LIMITS: Limits = { min: 1, max: 10_000, of: '本游戏' };

const CARDS_SCRIPT =
  DEAL_SCRIPT +
  `
$('play').addEventListener('click', async () => {
  const d = await playRound({});
  if (!d) return;
  $('playerName').textContent = '闲(您)'; $('houseName').textContent = '庄';
  await deal([['player', d.player], ['house', d.house]]);
  $('playerName').textContent = '闲(您) ' + d.playerHand;
  $('houseName').textContent = '庄 ' + d.houseHand;
  $('outcome').textContent = (d.winner === 'player' ? '闲赢' : '庄赢') + (d.multiplier ? ' ×' + d.multiplier : '');
  settle(d);
});
`;

const cardsStage = (n: number) => {
  const cls = n === 5 ? 'cards five' : 'cards';
  return (
    `<div class="hands"><div class="hand"><b id="playerName">闲(您)</b><div class="${cls}" id="player">${backs(n)}</div></div>` +
    `<div class="hand"><b id="houseName">庄</b><div class="${cls}" id="house">${backs(n)}</div></div></div>`
  );
};

/** Deals `n` cards each from one fresh deck: the player's, then the house's. */
function dealHands(randomBelow: (n: number) => number, n: number): [Card[], Card[]] {
  const next = shoe(randomBelow, 1);
  const cards = Array.from({ length: 2 * n }, () => next());
  return [cards.filter((_, i) => i % 2 === 0), cards.filter((_, i) => i % 2 === 1)];
}

/** 牛牛's paytable: hands (ranks from..to, niuRank) with their multiplier and their chance in
 * five cards of one deck (niuOdds; house-games.test.ts checks these figures). */
export const NIU_PAYTABLE: readonly { from: number; to: number; chance: string }[] = [
  { from: NIU_FIVE_SMALL, to: NIU_FIVE_SMALL, chance: '0.030%' },
  { from: NIU_BOMB, to: NIU_BOMB, chance: '0.023%' },
  { from: NIU_FIVE_FACES, to: NIU_FIVE_FACES, chance: '0.030%' },
  { from: 10, to: 10, chance: '7.348%' },
  { from: 9, to: 9, chance: '6.591%' },
  { from: 8, to: 8, chance: '6.467%' },
  { from: 7, to: 7, chance: '6.591%' },
  { from: 1, to: 6, chance: '39.408%' },
  { from: 0, to: 0, chance: '33.513%' },
];

export const niuniuGame: GameModule = {
  page() {
    const rows = NIU_PAYTABLE.map(({ from, to, chance }) => {
      const name = from === to ? niuName(from) : `${niuName(from)}至${niuName(to)}`;
      return `<tr><td>${name}</td><td>×${niuMultiplier(from)}</td><td>${chance}</td></tr>`;
    }).join('');
    return {
      stage: cardsStage(5),
      choices: '',
      rules:
        `<p class="limits">${limitsText(NIU_LIMITS)}</p>` +
        '<p>闲(您)与庄各发五张牌(一副牌)。任意三张点数之和为 10 的倍数即有牛,另两张之和的个位为牛几,个位为 0 即牛牛;没有即无牛。J、Q、K、10 为 10 点,A 为 1 点。</p>' +
        '<p>特殊牌型:五小牛(五张都小于 5 点且合计不超过 10 点)、炸弹牛(四张同点)、五花牛(五张都是 J、Q、K)。</p>' +
        '<p>牌型从大到小:五小牛、炸弹牛、五花牛、牛牛、牛九 … 牛一、无牛;牌型相同比最大的一张牌(K 最大、A 最小,同点比花色 ♠ ♥ ♣ ♦),两个炸弹牛比四张的点数,不会和局。</p>' +
        `<table><caption>牌型倍数</caption><thead><tr><th>牌型</th><th>倍数</th><th>出现概率</th></tr></thead><tbody>${rows}</tbody></table>` +
        '<p>投注金额为押金,底注为其八分之一(足够最高的 ×8)。闲赢得底注 × 闲的倍数(抽水 5%);庄赢收取底注 × 庄的倍数,其余押金退回。</p>' +
        `<p>返还率 ${percent(NIU_RTP)}(按一副牌精确计算,未计分位取整)。</p>`,
      play: '开牌',
      stake: '80',
    };
  },
  script: CARDS_SCRIPT,
  bet(_g, _body, stake) {
    checkLimits(stake, NIU_LIMITS);
    return {
      best: niuBest(stake),
      play(randomBelow) {
        const [player, house] = dealHands(randomBelow, 5);
        const won = compareNiu(player, house) > 0;
        const pr = niuRank(player);
        const hr = niuRank(house);
        return {
          payout: niuPayout(stake, player, house),
          detail: {
            player,
            house,
            playerHand: niuName(pr),
            houseHand: niuName(hr),
            winner: won ? 'player' : 'house',
            multiplier: niuMultiplier(won ? pr : hr),
          },
        };
      },
    };
  },
};

export const zhajinhuaGame: GameModule = {
  page() {
    return {
      stage: cardsStage(3),
      choices: '',
      rules:
        `<p class="limits">${limitsText(ZJH_LIMITS)}</p>` +
        '<p>闲(您)与庄各发三张牌(一副牌),牌大者赢。牌型从大到小:豹子(三张同点)、顺金(同花顺)、金花(同花)、顺子、对子、单张;A 最大,A23 为最小的顺子。</p>' +
        '<p>牌型相同依次比点数,再比最大一张牌的花色(♠ ♥ ♣ ♦),不会和局。闲赢 1:0.95(抽水 5%)。</p>' +
        `<p>闲、庄各赢一半,返还率 ${percent(ZJH_RTP)}。</p>`,
      play: '开牌',
      stake: '10',
    };
  },
  script: CARDS_SCRIPT,
  bet(_g, _body, stake) {
    checkLimits(stake, ZJH_LIMITS);
    return {
      best: Math.floor(stake * ZJH_BEST),
      play(randomBelow) {
        const [player, house] = dealHands(randomBelow, 3);
        return {
          payout: zjhPayout(stake, player, house),
          detail: {
            player,
            house,
            playerHand: ZJH_NAMES[zjhHand(player).kind],
            houseHand: ZJH_NAMES[zjhHand(house).kind],
            winner: compareZjh(player, house) > 0 ? 'player' : 'house',
            multiplier: null,
          },
        };
      },
    };
  },
};
