// The sports channel (皇冠体育, /game/sport/crty): a small sportsbook of the venue's own in-play
// football matches (独赢 and 大小 of each, server/venues/football.ts), placed with the venue's
// balance; a bet plays out the rest of its match at once.
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
  FOOTBALL_MARKET_LABEL,
  SIDES_OF,
  footballBetWins,
  footballMarketOpen,
  footballOdds,
  playOutMatch,
  totalLine,
  type FootballMarket,
  type FootballMatch,
  type FootballSide,
} from './football.ts';

export const SPORTSBOOK_LIMITS = { min: 10, max: 50_000, of: '本游戏' };
const MARKETS: FootballMarket[] = ['1x2', 'ou'];

const SCRIPT = `
$('play').addEventListener('click', async () => {
  const pick = document.querySelector('input[name=selection]:checked')?.value || '';
  const [match, market, side] = pick.split('|');
  const d = await playRound({ match, market, side });
  if (!d) return;
  $('outcome').textContent = '完场 ' + d.home + ' ' + d.finalHome + ' : ' + d.finalAway + ' ' + d.away;
  settle(d);
});
`;

const footballOf = (m: VenueMatch): FootballMatch => ({
  home: m.home,
  away: m.away,
  homeScore: m.homeScore,
  awayScore: m.awayScore,
  minute: m.minute ?? 0,
});

/** What a side reads on the page: 主 皇家马德里, 和, 大 3.5 ... */
function sideLabel(m: VenueMatch, side: FootballSide): string {
  switch (side) {
    case 'home':
      return `主 ${m.home}`;
    case 'draw':
      return '和';
    case 'away':
      return `客 ${m.away}`;
    case 'over':
      return `大 ${totalLine(footballOf(m))}`;
    case 'under':
      return `小 ${totalLine(footballOf(m))}`;
  }
}

export const sportsbookGame: GameModule = {
  page(g, query) {
    const matches = g.data.liveMatches ?? [];
    const chosen = matches.find((m) => m.matchId === query.match) ?? matches[0];
    const cards = matches
      .map((m) => {
        const f = footballOf(m);
        const picks = MARKETS.map((market) =>
          !footballMarketOpen(f, market)
            ? `<div class="market"><b>${FOOTBALL_MARKET_LABEL[market]}</b> 已封盘</div>`
            : `<div class="market"><b>${FOOTBALL_MARKET_LABEL[market]}</b>` +
              SIDES_OF[market]
                .map((side) => {
                  const odds = (footballOdds(f, side) / 100).toFixed(2);
                  const checked = m === chosen && market === '1x2' && side === 'home';
                  return `<label class="pick"><input type="radio" name="selection" value="${escapeHtml(`${m.matchId}|${market}|${side}`)}"${checked ? ' checked' : ''}> ${escapeHtml(sideLabel(m, side))} ${odds}</label>`;
                })
                .join('') +
              '</div>',
        ).join('');
        return bookMatchCard(m, m === chosen, `${escapeHtml(m.league)} · 滚球 ${f.minute}'`, picks);
      })
      .join('');
    return matchBookPage(
      cards,
      SPORTSBOOK_LIMITS,
      '<p>独赢:押全场赛果(主胜、和局、客胜);大小:押全场总进球数高于或低于盘口。赔率为欧洲盘(含本金),按双方余下时间的进球率计算,含 6% 利润。</p>' +
        '<p>演示:投注使用本场馆余额,投注后立即模拟余下的比赛并结算,页面上的比分不变。</p>',
    );
  },
  script: SCRIPT,
  bet(g, body, stake) {
    const m = (g.data.liveMatches ?? []).find((x) => x.matchId === body.match);
    if (!m) bad('请选择赛事和盘口');
    const market = body.market;
    const side = body.side;
    if ((market !== '1x2' && market !== 'ou') || !SIDES_OF[market].includes(side as FootballSide))
      bad('请选择盘口:独赢(主、和、客)或大小(大、小)');
    checkLimits(stake, SPORTSBOOK_LIMITS);
    const f = footballOf(m);
    const chosen = side as FootballSide;
    const odds = footballOdds(f, chosen);
    if (odds === 0) bad('该盘口已封盘');
    const best = Math.floor((stake * odds) / 100);
    return {
      best,
      play(randomBelow) {
        const rest = playOutMatch(f, randomBelow);
        const finalHome = f.homeScore + rest.home;
        const finalAway = f.awayScore + rest.away;
        const won = footballBetWins(f, chosen, finalHome, finalAway);
        return {
          payout: won ? best : 0,
          detail: {
            match: m.matchId,
            market,
            side: chosen,
            odds,
            home: m.home,
            away: m.away,
            finalHome,
            finalAway,
          },
        };
      },
    };
  },
};
