// The electronic games (电子): each slot's own machine (server/venues/slots.ts) with its
// paytable and return to player on the page, three reels spun on the server.
import { checkLimits, limitsText, type GameModule } from './game.ts';
import { bestPayout, linePayout, machineFor, multiplierText, symbolAt } from './slots.ts';

export const SLOT_LIMITS = { min: 0.5, max: 10_000, of: '本游戏' };

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;

const SCRIPT = `
$('play').addEventListener('click', async () => {
  if (!reduced) stage.classList.add('spinning');
  const d = await playRound({});
  await wait(700);
  stage.classList.remove('spinning');
  if (!d) return;
  [...stage.querySelectorAll('.reel span')].forEach((r, i) => { r.textContent = d.reels[i]; });
  $('outcome').textContent = d.line ? '三个' + d.line + ' ' + d.multiplier : '';
  settle(d);
});
`;

export const slotGame: GameModule = {
  page(g) {
    const m = machineFor(g.gameCode, g.gameName);
    const rows = m.symbols
      .map(
        (s, i) =>
          `<tr><td>${s} ${s} ${s}</td><td>${multiplierText(m.pays[i] ?? 0)}</td><td>${m.weights[i]}/${m.stops}</td></tr>`,
      )
      .join('');
    return {
      stage: m.symbols
        .slice(0, 3)
        .map((s) => `<div class="reel"><span>${s}</span></div>`)
        .join(''),
      choices: '',
      rules:
        `<p class="limits">${limitsText(SLOT_LIMITS)}</p>` +
        '<p>三个转轴停在同一图案即中奖,按赔付表的倍数乘以投注额派彩(含本金)。</p>' +
        `<table><caption>赔付表</caption><thead><tr><th>图案</th><th>倍数</th><th>每轴出现</th></tr></thead><tbody>${rows}</tbody></table>` +
        `<p>返还率 ${percent(m.rtp)} · 中奖率 ${percent(m.hitRate)}(按转轴图案精确计算)</p>`,
      play: '旋转',
      stake: '10',
    };
  },
  script: SCRIPT,
  bet(g, _body, stake) {
    const m = machineFor(g.gameCode, g.gameName);
    checkLimits(stake, SLOT_LIMITS);
    return {
      best: bestPayout(m, stake),
      play(randomBelow) {
        const line = [0, 1, 2].map(() => symbolAt(m, randomBelow(m.stops)));
        const payout = linePayout(m, line, stake);
        const won = payout > 0 ? (line[0] ?? 0) : null;
        return {
          payout,
          detail: {
            reels: line.map((i) => m.symbols[i]),
            line: won === null ? null : m.symbols[won],
            multiplier: won === null ? null : multiplierText(m.pays[won] ?? 0),
          },
        };
      },
    };
  },
};
