// The fishing venues (捕鱼): aim at a fish, fire a shot for the stake (server/venues/fishing.ts).
import { bad, checkLimits, escapeHtml, limitsText, type GameModule } from './game.ts';
import { RETURN_PERCENT, fishOf, shotPayout } from './fishing.ts';

export const FISHING_LIMITS = { min: 0.1, max: 1_000, of: '本游戏' };

const SCRIPT = `
$('play').addEventListener('click', async () => {
  const fish = document.querySelector('input[name=fish]:checked');
  const d = await playRound({ fish: fish ? Number(fish.value) : -1 });
  if (!d) return;
  const target = stage.querySelectorAll('.fish')[d.fish];
  if (target) { target.classList.remove('hit', 'miss'); void target.offsetWidth; target.classList.add(d.caught ? 'hit' : 'miss'); }
  $('outcome').textContent = d.caught ? '捕获' + d.name + ' ×' + d.multiplier : d.name + '逃走了';
  settle(d);
});
`;

export const fishingGame: GameModule = {
  page(g) {
    const fish = fishOf(g.gameName);
    return {
      stage: fish
        .map((f, i) => `<span class="fish" style="--i:${i}">${escapeHtml(f.name)}</span>`)
        .join(''),
      choices:
        '<fieldset class="picks"><legend>瞄准</legend>' +
        fish
          .map(
            (f, i) =>
              `<label class="pick"><input type="radio" name="fish" value="${i}"${i === 0 ? ' checked' : ''}> ${escapeHtml(f.name)} ×${f.multiplier}</label>`,
          )
          .join('') +
        '</fieldset>',
      rules:
        `<p class="limits">${limitsText(FISHING_LIMITS)}</p>` +
        '<p>每发炮弹消耗投注额。倍数为 ×m 的鱼,命中后捕获的概率为 96% ÷ m,捕获即派彩投注额 × m(含本金)。</p>' +
        `<p>每种鱼的返还率均为 ${RETURN_PERCENT}%。</p>`,
      play: '发射',
      stake: '1',
    };
  },
  script: SCRIPT,
  bet(g, body, stake) {
    const fish = fishOf(g.gameName);
    const i = body.fish;
    const target = typeof i === 'number' && Number.isInteger(i) ? fish[i] : undefined;
    if (!target) bad('请选择要瞄准的鱼');
    checkLimits(stake, FISHING_LIMITS);
    return {
      best: stake * target.multiplier,
      play(randomBelow) {
        const payout = shotPayout(target, stake, randomBelow(100 * target.multiplier));
        return {
          payout,
          detail: { fish: i, name: target.name, multiplier: target.multiplier, caught: payout > 0 },
        };
      },
    };
  },
};
