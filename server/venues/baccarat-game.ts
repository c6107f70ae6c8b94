// The live casino's baccarat tables (百家乐): 庄 / 闲 / 和 at the chosen table's limits (限红),
// dealt by server/venues/baccarat.ts from a fresh eight-deck shoe every round.
import {
  BEST_RETURN,
  SIDES,
  SIDE_LABEL,
  SIDE_ODDS,
  payoutCents,
  playCoup,
  shoe,
  type Side,
} from './baccarat.ts';
import { bad, checkLimits, limitsOf, tableChoice, tableOf, type GameModule } from './game.ts';

const SCRIPT = `
const LABEL = { banker: '庄', player: '闲', tie: '和' };
$('play').addEventListener('click', async () => {
  const side = document.querySelector('input[name=side]:checked')?.value || '';
  const d = await playRound({ side, table: tableSelect.value });
  if (!d) return;
  const player = $('player'), banker = $('banker');
  player.replaceChildren(); banker.replaceChildren();
  $('playerTotal').textContent = '闲'; $('bankerTotal').textContent = '庄';
  const order = [[player, d.player[0]], [banker, d.banker[0]], [player, d.player[1]], [banker, d.banker[1]]];
  if (d.player[2]) order.push([player, d.player[2]]);
  if (d.banker[2]) order.push([banker, d.banker[2]]);
  for (const [hand, c] of order) { hand.append(cardEl(c)); await wait(220); }
  $('playerTotal').textContent = '闲 ' + d.playerTotal + ' 点';
  $('bankerTotal').textContent = '庄 ' + d.bankerTotal + ' 点';
  $('outcome').textContent = d.winner === 'tie' ? '和局' : LABEL[d.winner] + '赢';
  settle(d);
});
`;

export const baccaratGame: GameModule = {
  page(g, query) {
    const table = tableChoice(g, query);
    const sides = SIDES.map(
      (s: Side) =>
        `<label class="pick"><input type="radio" name="side" value="${s}"${s === 'banker' ? ' checked' : ''}> ${SIDE_LABEL[s]} ${SIDE_ODDS[s]}</label>`,
    ).join('');
    return {
      stage:
        '<div class="hands"><div class="hand"><b id="playerTotal">闲</b><div class="cards" id="player"><div class="card back"></div><div class="card back"></div></div></div>' +
        '<div class="hand"><b id="bankerTotal">庄</b><div class="cards" id="banker"><div class="card back"></div><div class="card back"></div></div></div></div>',
      choices: table.select + `<fieldset class="picks"><legend>投注项</legend>${sides}</fieldset>`,
      rules:
        table.limits +
        '<p>闲、庄各发两张牌,按补牌规则补第三张,点数(合计的个位)大者赢;A 为 1 点,10、J、Q、K 为 0 点。</p>' +
        '<p>庄赢 1:0.95(抽水 5%),闲赢 1:1,和 8:1;和局时庄、闲的投注退回。</p>' +
        '<p>八副牌,每局重新洗牌。返还率:庄 98.94%,闲 98.76%,和 85.64%。</p>',
      play: '发牌',
      stake: table.stake,
    };
  },
  script: SCRIPT,
  bet(g, body, stake) {
    const side = body.side;
    if (side !== 'banker' && side !== 'player' && side !== 'tie') bad('请选择投注项:庄、闲或和');
    const table = tableOf(g, body.table);
    checkLimits(stake, limitsOf(table));
    return {
      best: Math.floor(stake * BEST_RETURN[side]),
      play(randomBelow) {
        const coup = playCoup(shoe(randomBelow));
        return {
          payout: payoutCents(side, stake, coup.winner),
          detail: { side, table: table?.tableId ?? '', ...coup },
        };
      },
    };
  },
};
