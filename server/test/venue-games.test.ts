// The demo venues play the games they are named (issue 43): each game's rules and its money on
// the venue wallet and the ledger. Baccarat: 庄 / 闲 / 和 at the chosen table's limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../envelope.ts';
import { handTotal, payoutCents, type Card, type Side } from '../venues/baccarat.ts';
import { linePayout, machineFor, multiplierText } from '../venues/slots.ts';
import { ruleOf, ticketPayout } from '../venues/lottery.ts';
import { betWins, oddsOf } from '../venues/esports.ts';
import {
  compareNiu,
  compareZjh,
  dragonTigerPayout,
  niuName,
  niuPayout,
  niuRank,
  rouletteBet,
  roulettePayout,
  sicBoBet,
  sicBoPayout,
  type DragonTigerSide,
} from '../venues/house-games.ts';
import { classify, ddzPayout, type DdzGame } from '../venues/doudizhu.ts';
import { footballBetWins, footballOdds, totalLine } from '../venues/football.ts';
import { newPlayer, startHarness, type Harness } from './harness.ts';
import { openVenuePage } from './support.ts';

describe('demo venue games', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h.close());

  /** A player with `yuan` in the venue's wallet (auto-transfer on launch) on the game's page. */
  async function seat(
    name: string,
    venue: string,
    gameCode: string,
    yuan = 1000,
    query = '',
  ): Promise<{ ticket: string; html: string; id: number }> {
    const token = await newPlayer(h, name, { balance: yuan * 100 });
    const r = await h.call(
      'venueLaunch',
      { enName: venue, gameCode },
      { token, idempotencyKey: `launch-${name}` },
    );
    expect(r.status_code).toBe(6000);
    const page = await openVenuePage(h.app, (r.data as { url: string }).url + query);
    const rows = await h.db.query<{ id: number }>('SELECT id FROM members WHERE name = $1', [name]);
    return { ticket: page.pageTicket, html: page.html, id: Number(rows[0]?.id) };
  }

  const post = async (path: string, payload: Record<string, unknown>): Promise<Envelope> =>
    (
      await h.app.inject({ method: 'POST', url: `/venue-demo/api/${path}`, payload })
    ).json<Envelope>();

  const balance = async (ticket: string) =>
    Number(((await post('balance', { ticket })).data as { balance: string }).balance);

  async function ledger(memberId: number) {
    return h.db.query<{ amount: number }>(
      `SELECT e.amount FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.member_id = $1 AND a.kind = 'venue' ORDER BY e.id`,
      [memberId],
    );
  }

  describe('baccarat', () => {
    it('shows 庄 / 闲 / 和 with their odds, the tables and the chosen table’s 限红', async () => {
      const { html } = await seat('bacpage1', 'AGZR', 'AGZR-1', 100, '&table=AGZR-T2');
      expect(html).toContain('data-kind="baccarat"');
      for (const pick of ['庄 1:0.95', '闲 1:1', '和 8:1']) expect(html).toContain(pick);
      expect(html).toContain('百家乐 B01');
      expect(html).toMatch(/<option value="AGZR-T2"[^>]* selected>百家乐 B02/);
      expect(html).toContain('本桌限红 ¥100 - ¥200,000');
      expect(html).toContain('返还率:庄 98.94%,闲 98.76%,和 85.64%');
    });

    it('plays a round on 庄 dealt by the third-card rules and pays it on the ledger', async () => {
      const p = await seat('bacbank1', 'AGZR', 'AGZR-1', 1000);
      let left = 1000;
      for (let i = 0; i < 12; i++) {
        const r = await post('round', { ticket: p.ticket, stake: '20', side: 'banker' });
        expect(r.status_code).toBe(6000);
        const d = r.data as {
          side: Side;
          table: string;
          player: Card[];
          banker: Card[];
          playerTotal: number;
          bankerTotal: number;
          winner: Side;
          win: number;
          stake: number;
          balance: string;
        };
        expect(d.table).toBe('AGZR-T1');
        expect(d.playerTotal).toBe(handTotal(d.player));
        expect(d.bankerTotal).toBe(handTotal(d.banker));
        expect(d.winner).toBe(
          d.playerTotal > d.bankerTotal
            ? 'player'
            : d.bankerTotal > d.playerTotal
              ? 'banker'
              : 'tie',
        );
        expect(Math.round(d.win * 100)).toBe(payoutCents('banker', 20_00, d.winner));
        expect(d.win).toBe(d.winner === 'banker' ? 39 : d.winner === 'tie' ? 20 : 0);
        left = Math.round((left - 20 + d.win) * 100) / 100;
        expect(Number(d.balance)).toBe(left);
      }
      expect(await balance(p.ticket)).toBe(left);
      const entries = await ledger(p.id);
      const sum = entries.reduce((s, e) => s + Number(e.amount), 0);
      expect(sum).toBe(left * 100);
      const rounds = await h.db.query<{ game_code: string; stake: number }>(
        'SELECT game_code, stake FROM venue_rounds WHERE member_id = $1',
        [p.id],
      );
      expect(rounds).toHaveLength(12);
      expect(rounds.every((r) => r.game_code === 'AGZR-1' && Number(r.stake) === 20_00)).toBe(true);
    });

    it('refuses a stake under the table minimum with its 限红, moving nothing', async () => {
      const p = await seat('baclow01', 'AGZR', 'AGZR-1', 100);
      const low = await post('round', { ticket: p.ticket, stake: '10', side: 'banker' });
      expect(low).toMatchObject({
        status_code: 6012,
        message: '最低投注 ¥20(本桌限红 ¥20 - ¥50,000)',
        data: { minBet: 20, maxBet: 50_000 },
      });
      // B02's minimum is 100
      const b02 = await post('round', {
        ticket: p.ticket,
        stake: '50',
        side: 'player',
        table: 'AGZR-T2',
      });
      expect(b02.message).toBe('最低投注 ¥100(本桌限红 ¥100 - ¥200,000)');
      const high = await post('round', { ticket: p.ticket, stake: '50000.01', side: 'tie' });
      expect(high.message).toBe('最高投注 ¥50,000(本桌限红 ¥20 - ¥50,000)');
      expect(await balance(p.ticket)).toBe(100);
      expect(await ledger(p.id)).toHaveLength(1); // the transfer in only
    });

    it('asks for a bet, a table of the game and the money to cover the stake', async () => {
      const p = await seat('bacask01', 'AGZR', 'AGZR-1', 30);
      expect(await post('round', { ticket: p.ticket, stake: '20' })).toMatchObject({
        status_code: 6007,
        message: '请选择投注项:庄、闲或和',
      });
      expect(
        (await post('round', { ticket: p.ticket, stake: '20', side: 'dragon' })).status_code,
      ).toBe(6007);
      // 龙虎 D01 is not a baccarat table
      expect(
        await post('round', { ticket: p.ticket, stake: '20', side: 'tie', table: 'AGZR-T3' }),
      ).toMatchObject({ status_code: 6007, message: '牌桌不存在,请重新选择牌桌' });
      expect(
        (await post('round', { ticket: p.ticket, stake: '20.001', side: 'tie' })).status_code,
      ).toBe(6007);
      expect(await post('round', { ticket: p.ticket, stake: '40', side: 'tie' })).toMatchObject({
        status_code: 6012,
        message: '场馆余额不足(余额 ¥30.00),请先从中心钱包转入',
      });
      expect(await balance(p.ticket)).toBe(30);
    });

    it('plays 极速百家乐 at its own table (KXZR, ¥50 minimum)', async () => {
      const p = await seat('bacfast1', 'KXZR', '', 200);
      expect((await post('round', { ticket: p.ticket, stake: '20', side: 'player' })).message).toBe(
        '最低投注 ¥50(本桌限红 ¥50 - ¥100,000)',
      );
      const r = await post('round', { ticket: p.ticket, stake: '50', side: 'player' });
      expect(r.status_code).toBe(6000);
      expect((r.data as { table: string }).table).toBe('KXZR-T1');
    });
  });

  describe('龙虎, 轮盘 and 骰宝', () => {
    it('deals 龙 and 虎 one card each at the table’s 限红 and pays 和 by the half-loss rule', async () => {
      const p = await seat('dtpage01', 'AGZR', 'AGZR-2', 1000);
      expect(p.html).toContain('data-kind="dragonTiger"');
      for (const pick of ['龙 1:1', '虎 1:1', '和 8:1']) expect(p.html).toContain(pick);
      expect(p.html).toContain('本桌限红 ¥10 - ¥20,000');
      expect(p.html).toContain('开和时押龙或虎的投注退回一半');
      expect(p.html).toContain('返还率:龙、虎 96.27%,和 67.23%');
      let left = 1000;
      for (let i = 0; i < 10; i++) {
        const r = await post('round', { ticket: p.ticket, stake: '10', side: 'dragon' });
        expect(r.status_code).toBe(6000);
        const d = r.data as { dragon: Card; tiger: Card; winner: DragonTigerSide; table: string };
        expect(d.table).toBe('AGZR-T3');
        const w =
          d.dragon.rank > d.tiger.rank ? 'dragon' : d.dragon.rank < d.tiger.rank ? 'tiger' : 'tie';
        expect(d.winner).toBe(w);
        const win = (r.data as { win: number }).win;
        expect(Math.round(win * 100)).toBe(dragonTigerPayout('dragon', 10_00, w));
        left = Math.round((left - 10 + win) * 100) / 100;
        expect(Number((r.data as { balance: string }).balance)).toBe(left);
      }
      const sum = (await ledger(p.id)).reduce((s, e) => s + Number(e.amount), 0);
      expect(sum).toBe(Math.round(left * 100));
      expect(await post('round', { ticket: p.ticket, stake: '5', side: 'tie' })).toMatchObject({
        status_code: 6012,
        message: '最低投注 ¥10(本桌限红 ¥10 - ¥20,000)',
      });
      expect((await post('round', { ticket: p.ticket, stake: '10', side: 'banker' })).message).toBe(
        '请选择投注项:龙、虎或和',
      );
      // a baccarat table is not this game's
      expect(
        (await post('round', { ticket: p.ticket, stake: '20', side: 'tiger', table: 'AGZR-T1' }))
          .message,
      ).toBe('牌桌不存在,请重新选择牌桌');
      expect(await balance(p.ticket)).toBe(left);
    });

    it('turns a European wheel (0-36) and pays each bet by what it covers', async () => {
      const p = await seat('rlpage01', 'AGZR', 'AGZR-3', 1000);
      expect(p.html).toContain('data-kind="roulette"');
      expect(p.html).toContain('本桌限红 ¥10 - ¥10,000');
      for (const o of ['红 1:1', '第一打(1-12) 2:1', '单号 0 35:1', '单号 36 35:1'])
        expect(p.html).toContain(o);
      expect(p.html).toContain('每种投注的返还率均为 97.30%(36/37)');
      let left = 1000;
      for (const code of ['red', 'odd', 'dozen:2', 'column:3', 'n:17', 'n:0', 'high', 'black']) {
        const r = await post('round', { ticket: p.ticket, stake: '10', bet: code });
        expect(r.status_code, code).toBe(6000);
        const d = r.data as { pocket: number; colour: string; win: number; balance: string };
        expect(d.pocket).toBeGreaterThanOrEqual(0);
        expect(d.pocket).toBeLessThanOrEqual(36);
        const bet = rouletteBet(code);
        if (!bet) throw new Error(code);
        expect(Math.round(d.win * 100)).toBe(roulettePayout(bet, 10_00, d.pocket));
        left = Math.round((left - 10 + d.win) * 100) / 100;
        expect(Number(d.balance)).toBe(left);
      }
      expect((await post('round', { ticket: p.ticket, stake: '10', bet: 'n:37' })).message).toBe(
        '请选择投注项(单号、红黑、单双、大小、打或列)',
      );
      expect(
        (await post('round', { ticket: p.ticket, stake: '10000.01', bet: 'red' })).message,
      ).toBe('最高投注 ¥10,000(本桌限红 ¥10 - ¥10,000)');
      expect(await balance(p.ticket)).toBe(left);
    });

    it('throws three dice: 大 loses on a triple, totals and triples pay by the table', async () => {
      const p = await seat('sbpage01', 'KXZR', 'KXZR-2', 60);
      expect(p.html).toContain('data-kind="sicBo"');
      expect(p.html).toContain('本桌限红 ¥10 - ¥5,000');
      expect(p.html).toContain('开出围骰(三颗相同)时通杀');
      expect(p.html).toContain('<td>总和 4 或 17</td><td>60:1</td><td>84.72%</td>');
      expect(p.html).toContain('<td>大(11-17)</td><td>1:1</td><td>97.22%</td>');
      let left = 60;
      for (const code of ['big', 'total:10', 'triple:3', 'anyTriple']) {
        const r = await post('round', { ticket: p.ticket, stake: '10', bet: code });
        expect(r.status_code, code).toBe(6000);
        const d = r.data as { dice: number[]; total: number; win: number; balance: string };
        expect(d.dice).toHaveLength(3);
        expect(d.total).toBe(d.dice.reduce((s, x) => s + x, 0));
        const bet = sicBoBet(code);
        if (!bet) throw new Error(code);
        expect(Math.round(d.win * 100)).toBe(sicBoPayout(bet, 10_00, d.dice));
        left = Math.round((left - 10 + d.win) * 100) / 100;
      }
      expect(await balance(p.ticket)).toBe(left);
      expect(
        (await post('round', { ticket: p.ticket, stake: '10', bet: 'total:3' })).status_code,
      ).toBe(6007);
      expect((await post('round', { ticket: p.ticket, stake: '9.99', bet: 'small' })).message).toBe(
        '最低投注 ¥10(本桌限红 ¥10 - ¥5,000)',
      );
      const over = Math.floor(left) + 10;
      expect(
        await post('round', { ticket: p.ticket, stake: String(over), bet: 'small' }),
      ).toMatchObject({
        status_code: 6012,
        message: `场馆余额不足(余额 ¥${left.toFixed(2)}),请先从中心钱包转入`,
      });
    });
  });

  describe('chess and cards', () => {
    interface Cards {
      player: Card[];
      house: Card[];
      playerHand: string;
      houseHand: string;
      winner: 'player' | 'house';
      win: number;
      balance: string;
    }

    it('plays 抢庄牛牛 against the house: five cards each, the winner paid by its hand, special hands in the paytable', async () => {
      const p = await seat('niupage1', 'KYQP', 'KYQP-2', 800);
      expect(p.html).toContain('data-kind="niuniu"');
      expect(p.html).toContain('本游戏限红 ¥8 - ¥40,000');
      expect(p.html).toContain('五小牛(五张都小于 5 点且合计不超过 10 点)');
      for (const [hand, multiplier] of [
        ['五小牛', 8],
        ['炸弹牛', 6],
        ['五花牛', 5],
        ['牛牛', 4],
        ['牛九', 3],
        ['牛八', 2],
        ['牛一至牛六', 1],
        ['无牛', 1],
      ] as const)
        expect(p.html).toMatch(new RegExp(`<tr><td>${hand}</td><td>×${multiplier}</td>`));
      expect(p.html).toContain('底注为其八分之一');
      expect(p.html).toContain('返还率 99.41%');
      let left = 800;
      for (let i = 0; i < 8; i++) {
        const r = await post('round', { ticket: p.ticket, stake: '80' });
        expect(r.status_code).toBe(6000);
        const d = r.data as Cards;
        expect(d.player).toHaveLength(5);
        expect(d.house).toHaveLength(5);
        expect(d.winner).toBe(compareNiu(d.player, d.house) > 0 ? 'player' : 'house');
        expect(d.playerHand).toBe(niuName(niuRank(d.player)));
        expect(Math.round(d.win * 100)).toBe(niuPayout(80_00, d.player, d.house));
        left = Math.round((left - 80 + d.win) * 100) / 100;
        expect(Number(d.balance)).toBe(left);
      }
      expect((await post('round', { ticket: p.ticket, stake: '7' })).message).toBe(
        '最低投注 ¥8(本游戏限红 ¥8 - ¥40,000)',
      );
    });

    it('plays 炸金花 as three cards against the house', async () => {
      const z = await seat('zjhpage1', 'KYQP', 'KYQP-3', 100);
      expect(z.html).toContain('data-kind="zhajinhua"');
      expect(z.html).toContain('闲赢 1:0.95(抽水 5%)');
      expect(z.html).toContain('返还率 97.50%');
      const r = await post('round', { ticket: z.ticket, stake: '10' });
      const d = r.data as Cards;
      expect(d.player).toHaveLength(3);
      expect(d.winner).toBe(compareZjh(d.player, d.house) > 0 ? 'player' : 'house');
      expect(d.win).toBe(d.winner === 'player' ? 19.5 : 0);
      expect((await post('round', { ticket: z.ticket, stake: '0.5' })).message).toBe(
        '最低投注 ¥1(本游戏限红 ¥1 - ¥10,000)',
      );
    });

    it('plays 斗地主 at a table of three: the player and two computer players, dealt, bid and played out, paid as the page says', async () => {
      const p = await seat('ddzpage1', 'KYQP', 'KYQP-1', 100);
      expect(p.html).toContain('data-kind="doudizhu"');
      expect(p.html).toContain('上家(电脑)');
      expect(p.html).toContain('下家(电脑)');
      expect(p.html).toContain('本游戏限红 ¥5 - ¥25,000');
      expect(p.html).toContain('本演示不含飞机与四带二');
      expect(p.html).toContain('您的叫分与出牌由系统代打');
      expect(p.html).toContain('封顶 12 倍');
      expect(p.html).toContain('返还率为 98.00%');
      let left = 100;
      for (let i = 0; i < 3; i++) {
        const r = await post('round', { ticket: p.ticket, stake: '25' });
        expect(r.status_code).toBe(6000);
        const d = r.data as DdzGame & { seat: number; win: number; balance: string };
        expect(d.dealt.map((h) => h.length)).toEqual([17, 17, 17]);
        expect(d.bottom).toHaveLength(3);
        expect([0, 1, 2]).toContain(d.seat);
        for (const play of d.plays)
          if (play.kind) expect(classify(play.cards)?.kind).toBe(play.kind);
        expect(Math.round(d.win * 100)).toBe(ddzPayout(25_00, d, d.seat));
        left = Math.round((left - 25 + d.win) * 100) / 100;
        expect(Number(d.balance)).toBe(left);
      }
      // the round is on the ledger: a stake out and its payout in, each round
      expect((await ledger(p.id)).length).toBeGreaterThanOrEqual(1 + 3 + 1);
      expect((await post('round', { ticket: p.ticket, stake: '4' })).message).toBe(
        '最低投注 ¥5(本游戏限红 ¥5 - ¥25,000)',
      );
    });
  });

  describe('slots', () => {
    it('shows each game its own symbols, paytable and return to player', async () => {
      const a = await seat('slotpg01', 'PGDZ', 'PGDZ-1', 10);
      const b = await seat('slotpg02', 'PGDZ', 'PGDZ-3', 10);
      for (const [page, code, name] of [
        [a.html, 'PGDZ-1', '麻将胡了'],
        [b.html, 'PGDZ-3', '招财猫'],
      ] as const) {
        const m = machineFor(code, name);
        expect(page).toContain('data-kind="slot"');
        expect(page).toContain('赔付表');
        for (const [i, s] of m.symbols.entries())
          expect(page).toContain(
            `<td>${s} ${s} ${s}</td><td>${multiplierText(m.pays[i] ?? 0)}</td>`,
          );
        expect(page).toContain(`返还率 ${(m.rtp * 100).toFixed(1)}%`);
      }
    });

    it('spins three reels of the machine and pays a line by its paytable', async () => {
      const p = await seat('slotspn1', 'JDBDZ', 'JDBDZ-2', 100);
      const m = machineFor('JDBDZ-2', '台湾黑熊');
      let left = 100;
      for (let i = 0; i < 15; i++) {
        const r = await post('round', { ticket: p.ticket, stake: '2' });
        expect(r.status_code).toBe(6000);
        const d = r.data as { reels: string[]; win: number; balance: string; line: string | null };
        const line = d.reels.map((s) => m.symbols.indexOf(s));
        expect(line.every((i) => i >= 0)).toBe(true);
        expect(Math.round(d.win * 100)).toBe(linePayout(m, line, 2_00));
        expect(d.line).toBe(d.win > 0 ? d.reels[0] : null);
        left = Math.round((left - 2 + d.win) * 100) / 100;
        expect(Number(d.balance)).toBe(left);
      }
      expect((await post('round', { ticket: p.ticket, stake: '0.4' })).message).toBe(
        '最低投注 ¥0.50(本游戏限红 ¥0.50 - ¥10,000)',
      );
    });
  });

  describe('the sports channel (皇冠体育, crty)', () => {
    it("is a sportsbook of its own in-play football (独赢 and 大小 with their odds), not a slot machine; a bet is placed with the venue's balance and settled by the rest of the match played out", async () => {
      const p = await seat('crtybook1', 'crty', '', 1000);
      expect(p.html).toContain('data-kind="sportsbook"');
      expect(p.html).not.toContain('旋转');
      const real = {
        home: '皇家马德里',
        away: '巴塞罗那',
        homeScore: 1,
        awayScore: 1,
        minute: 63,
      };
      expect(p.html).toContain("西班牙甲级联赛 · 滚球 63'");
      expect(p.html).toContain(
        `value="crty-M1|1x2|home" checked> 主 皇家马德里 ${(footballOdds(real, 'home') / 100).toFixed(2)}`,
      );
      expect(p.html).toContain(`大 ${totalLine(real)}`);
      // the launch moved the centre wallet into the channel: the bet is paid from it
      expect(await balance(p.ticket)).toBe(1000);
      let left = 1000;
      for (const side of ['home', 'draw', 'over'] as const) {
        const r = await post('round', {
          ticket: p.ticket,
          stake: '10',
          match: 'crty-M1',
          market: side === 'over' ? 'ou' : '1x2',
          side,
        });
        expect(r.status_code, r.message).toBe(6000);
        const d = r.data as {
          finalHome: number;
          finalAway: number;
          win: number;
          balance: string;
          odds: number;
        };
        expect(d.finalHome).toBeGreaterThanOrEqual(1);
        expect(d.finalAway).toBeGreaterThanOrEqual(1);
        const won = footballBetWins(real, side, d.finalHome, d.finalAway);
        expect(d.odds).toBe(footballOdds(real, side));
        expect(Math.round(d.win * 100)).toBe(won ? Math.floor((10_00 * d.odds) / 100) : 0);
        left = Math.round((left - 10 + d.win) * 100) / 100;
        expect(Number(d.balance)).toBe(left);
      }
      expect(
        (
          await post('round', {
            ticket: p.ticket,
            stake: '10',
            match: 'crty-M1',
            market: 'ou',
            side: 'home',
          })
        ).message,
      ).toBe('请选择盘口:独赢(主、和、客)或大小(大、小)');
    });
  });

  describe('esports and fishing', () => {
    it('opens a match book of the live matches and settles a bet by the series played out', async () => {
      const p = await seat('esbook01', 'IMDJ', '', 1000, '&match=IMDJ-M3');
      expect(p.html).toContain('data-kind="esports"');
      expect(p.html).not.toContain('庄');
      const kpl = { home: 'AG超玩会', away: '狼队', homeScore: 2, awayScore: 1 };
      expect(p.html).toContain('KPL 春季赛 · BO5');
      expect(p.html).toContain(
        `value="IMDJ-M3|match|home" checked> AG超玩会 ${(oddsOf(kpl, 'match', 'home') / 100).toFixed(2)}`,
      );
      let left = 1000;
      for (let i = 0; i < 6; i++) {
        const r = await post('round', {
          ticket: p.ticket,
          stake: '10',
          match: 'IMDJ-M3',
          market: 'match',
          side: 'away',
        });
        expect(r.status_code).toBe(6000);
        const d = r.data as { maps: boolean[]; win: number; balance: string; odds: number };
        const won = betWins(kpl, 'match', 'away', d.maps);
        expect(Math.round(d.win * 100)).toBe(won ? Math.floor((10_00 * d.odds) / 100) : 0);
        left = Math.round((left - 10 + d.win) * 100) / 100;
        expect(Number(d.balance)).toBe(left);
      }
      expect(
        (
          await post('round', {
            ticket: p.ticket,
            stake: '10',
            match: 'IMDJ-M9',
            market: 'match',
            side: 'home',
          })
        ).message,
      ).toBe('请选择赛事和盘口');
      expect(
        (
          await post('round', {
            ticket: p.ticket,
            stake: '5',
            match: 'IMDJ-M1',
            market: 'map',
            side: 'home',
          })
        ).message,
      ).toBe('最低投注 ¥10(本游戏限红 ¥10 - ¥50,000)');
    });

    it('fires a shot at the chosen fish and pays its multiplier on a catch', async () => {
      const p = await seat('fishsh01', 'JDBBY', 'JDBBY-2', 100);
      expect(p.html).toContain('财神 ×100');
      let left = 100;
      for (let i = 0; i < 10; i++) {
        const r = await post('round', { ticket: p.ticket, stake: '1', fish: 0 });
        const d = r.data as { caught: boolean; win: number; balance: string; name: string };
        expect(d.name).toBe('小丑鱼');
        expect(d.win).toBe(d.caught ? 2 : 0);
        left = Math.round((left - 1 + d.win) * 100) / 100;
        expect(Number(d.balance)).toBe(left);
      }
      expect((await post('round', { ticket: p.ticket, stake: '1', fish: 9 })).message).toBe(
        '请选择要瞄准的鱼',
      );
    });
  });

  describe('lottery', () => {
    interface Ticket {
      id: string;
      issue: string;
      picks: number[];
      odds: number;
      settled: boolean;
      win: number;
      numbers?: number[];
    }
    interface State {
      issue: string;
      drawAtMs: number;
      secondsLeft: number;
      last: { issue: string; numbers: number[] } | null;
      tickets: Ticket[];
    }
    const state = async (ticket: string) => (await post('lottery', { ticket })).data as State;

    it('shows the picks with their odds, the draw on sale with its countdown and the rules', async () => {
      const p = await seat('lotpage1', 'G1CP', 'G1CP-1', 100);
      expect(p.html).toContain('data-kind="lottery"');
      expect(p.html).toContain('选号(个位,最多 5 个)');
      expect(p.html).toContain('value="7"> 7 <small>@9.80</small>');
      expect(p.html).toContain('每 5 分钟开奖一期');
      expect(p.html).toContain('本游戏限红 ¥2 - ¥20,000');
      const s = await state(p.ticket);
      expect(s.issue).toMatch(/^\d{8}-\d{3}$/);
      expect(s.drawAtMs).toBeGreaterThan(h.clock.now());
      expect(s.secondsLeft).toBeLessThanOrEqual(300);
      expect(s.last?.numbers).toHaveLength(5); // the draw before, made once
      expect((await state(p.ticket)).last).toEqual(s.last);
    });

    it('sells a ticket for the next draw, then draws it and settles it on the ledger', async () => {
      const p = await seat('lotdraw1', 'G1CP', 'G1CP-1', 100);
      const r = await post('round', { ticket: p.ticket, stake: '10', picks: [3, 7] });
      expect(r.status_code).toBe(6000);
      const bought = r.data as {
        id: string;
        issue: string;
        odds: number;
        win: number;
        balance: string;
      };
      expect(bought).toMatchObject({ odds: 490, win: 0, balance: '90.00' });
      const open = await state(p.ticket);
      expect(open.issue).toBe(bought.issue);
      expect(open.tickets[0]).toMatchObject({ id: bought.id, settled: false, picks: [3, 7] });
      // the bet records list it as open (未结算) until the draw
      const [row] = await h.db.query<{ settled: boolean; best_payout: number }>(
        'SELECT settled, best_payout FROM venue_rounds WHERE id = $1',
        [bought.id],
      );
      expect(row).toMatchObject({ settled: false });
      expect(Number(row?.best_payout)).toBe(49_00);

      h.clock.advance(open.secondsLeft * 1000 + 1);
      const drawn = await state(p.ticket);
      const t = drawn.tickets.find((x) => x.id === bought.id);
      expect(t?.settled).toBe(true);
      expect(drawn.last).toEqual({ issue: bought.issue, numbers: t?.numbers });
      const paid = ticketPayout(ruleOf('重庆时时彩'), [3, 7], 490, 10_00, t?.numbers ?? []);
      expect(Math.round((t?.win ?? -1) * 100)).toBe(paid);
      expect(paid).toBe([3, 7].includes(t?.numbers?.[4] ?? -1) ? 49_00 : 0);
      expect(await balance(p.ticket)).toBe(90 + paid / 100);
      // settled once, whoever asks again
      await state(p.ticket);
      expect(await balance(p.ticket)).toBe(90 + paid / 100);
      const sum = (await ledger(p.id)).reduce((s, e) => s + Number(e.amount), 0);
      expect(sum).toBe(90_00 + paid);
    });

    it('refuses tickets without valid picks or within limits, moving nothing', async () => {
      const p = await seat('lotbad01', 'SGCP', 'SGCP-2', 100); // 快三: 和值 3-18
      const ask = async (picks: unknown, stake = '10') =>
        post('round', { ticket: p.ticket, stake, picks });
      expect((await ask(undefined)).message).toBe('请选择号码(和值,1-5 个)');
      expect((await ask([3, 4, 5, 6, 7, 8])).message).toBe('最多选择 5 个号码');
      for (const picks of [[2], [19], [3, 3], ['3'], [3.5]])
        expect((await ask(picks)).status_code, JSON.stringify(picks)).toBe(6007);
      expect(await ask([10], '1')).toMatchObject({
        status_code: 6012,
        message: '最低投注 ¥2(本游戏限红 ¥2 - ¥20,000)',
      });
      expect(await balance(p.ticket)).toBe(100);
      const ok = await ask([10, 11]);
      expect(ok.data).toMatchObject({ odds: 392 }); // 54 of 216 throws: 0.98 / 0.25
    });
  });
});
