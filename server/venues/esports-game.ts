// The esports venue (电竞): a small match book of the venue's live matches (独赢 and 下一局 of
// each, server/venues/esports.ts); a bet plays out the rest of its series at once.
import {
  bad,
  bookMatchCard,
  checkLimits,
  escapeHtml,
  matchBookPage,
  type GameModule,
  type VenueMatch,
} from './game.ts';
import {
  MARKET_LABEL,
  betWins,
  mapsToWin,
  oddsOf,
  playOut,
  type Market,
  type Side,
} from './esports.ts';

export const ESPORTS_LIMITS = { min: 10, max: 50_000, of: '本游戏' };
const MARKETS: Market[] = ['match', 'map'];
const SIDES: Side[] = ['home', 'away'];

const SCRIPT = `
$('play').addEventListener('click', async () => {
  const pick = document.querySelector('input[name=selection]:checked')?.value || '';
  const [match, market, side] = pick.split('|');
  const d = await playRound({ match, market, side });
  if (!d) return;
  $('outcome').textContent = d.home + ' ' + d.finalHome + ' : ' + d.finalAway + ' ' + d.away + '(余下地图:' + d.maps.map((h) => h ? d.home : d.away).join('、') + ')';
  settle(d);
});
`;

const team = (m: VenueMatch, side: Side) => (side === 'home' ? m.home : m.away);

export const esportsGame: GameModule = {
  page(g, query) {
    const matches = g.data.liveMatches ?? [];
    const chosen = matches.find((m) => m.matchId === query.match) ?? matches[0];
    const cards = matches
      .map((m) => {
        const bo = mapsToWin(m) * 2 - 1;
        const picks = MARKETS.map(
          (market) =>
            `<div class="market"><b>${MARKET_LABEL[market]}</b>` +
            SIDES.map((side) => {
              const odds = (oddsOf(m, market, side) / 100).toFixed(2);
              const checked = m === chosen && market === 'match' && side === 'home';
              return `<label class="pick"><input type="radio" name="selection" value="${escapeHtml(`${m.matchId}|${market}|${side}`)}"${checked ? ' checked' : ''}> ${escapeHtml(team(m, side))} ${odds}</label>`;
            }).join('') +
            '</div>',
        ).join('');
        return bookMatchCard(
          m,
          m === chosen,
          `${escapeHtml(m.gameName)} · ${escapeHtml(m.league)} · BO${bo}`,
          picks,
        );
      })
      .join('');
    return matchBookPage(
      cards,
      ESPORTS_LIMITS,
      '<p>独赢:押整场系列赛的胜方;下一局:押下一张地图的胜方。赔率含本金,按双方的地图胜率计算,含 6% 利润。</p>' +
        '<p>演示:投注后立即模拟余下的地图并结算,页面上的比分不变。</p>',
    );
  },
  script: SCRIPT,
  bet(g, body, stake) {
    const m = (g.data.liveMatches ?? []).find((x) => x.matchId === body.match);
    if (!m) bad('请选择赛事和盘口');
    const market = body.market;
    const side = body.side;
    if ((market !== 'match' && market !== 'map') || (side !== 'home' && side !== 'away'))
      bad('请选择盘口:独赢或下一局,主队或客队');
    checkLimits(stake, ESPORTS_LIMITS);
    const odds = oddsOf(m, market, side);
    const best = Math.floor((stake * odds) / 100);
    return {
      best,
      play(randomBelow) {
        const maps = playOut(m, randomBelow);
        const won = betWins(m, market, side, maps);
        return {
          payout: won ? best : 0,
          detail: {
            match: m.matchId,
            market,
            side,
            odds,
            home: m.home,
            away: m.away,
            maps,
            finalHome: m.homeScore + maps.filter(Boolean).length,
            finalAway: m.awayScore + maps.filter((x) => !x).length,
          },
        };
      },
    };
  },
};
