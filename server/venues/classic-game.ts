// A venue without a game of its own (the sports venues other than the site's book): a plain
// round of chance, said as it is on the page. 45 % of rounds return 2 times the stake, 1 % 5
// times, the rest nothing: 95 % returned.
import { checkLimits, limitsText, type GameModule } from './game.ts';

export const CLASSIC_BEST = 5;
const LIMITS = { min: 0.5, max: 50_000, of: '本游戏' };

const SCRIPT = `
$('play').addEventListener('click', async () => {
  const d = await playRound({});
  if (!d) return;
  $('face').textContent = d.win > 0 ? (d.win >= ${CLASSIC_BEST} * d.stake ? '×${CLASSIC_BEST}' : '×2') : '×0';
  settle(d);
});
`;

export const classicGame: GameModule = {
  page(g) {
    return {
      stage: `<div class="reel"><span id="face">${g.kind === 'slot' ? '7' : '?'}</span></div>`,
      choices: '',
      rules:
        '<p>演示玩法:每局 45% 返还投注额的 2 倍,1% 返还 5 倍,其余不返还(返还率 95%)。</p>' +
        `<p class="limits">${limitsText(LIMITS)}</p>`,
      play: g.kind === 'slot' ? '旋转' : '开始',
      stake: '10',
    };
  },
  script: SCRIPT,
  bet(_g, _body, stake) {
    checkLimits(stake, LIMITS);
    return {
      best: stake * CLASSIC_BEST,
      play(randomBelow) {
        const roll = randomBelow(100);
        const payout = roll < 45 ? stake * 2 : roll < 46 ? stake * CLASSIC_BEST : 0;
        return { payout, detail: {} };
      },
    };
  },
};
