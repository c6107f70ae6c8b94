// A feedback cites one of the member's own bets (queryMemberBetList); the thread shows it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, startHarness, type Harness } from './harness.ts';

async function betOf(h: Harness, name: string, id: string): Promise<void> {
  const legs = [{ teamH: '曼彻斯特联', teamC: '利物浦', gameType: 'FT' }];
  await h.db.query(
    `INSERT INTO bets (id, member_id, kind, venue, game_type, stake, odds, potential_payout, status, selections, created_at)
     SELECT $2, id, 'single', 'XMTY', 'FT', 10000, 1930, 19300, 'pending', $3, $4 FROM members WHERE name = $1`,
    [name, id, JSON.stringify({ legs, seriesSize: null }), h.clock.now()],
  );
}

describe('feedback citing a bet', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 60_000);
  afterAll(async () => h.close());

  it('lists the own bets with game and match, cites one, shows it in the thread; another member’s never shows', async () => {
    await newPlayer(h, 'cite001');
    await newPlayer(h, 'cite002');
    await betOf(h, 'cite001', 'B-CITE-1');
    await betOf(h, 'cite002', 'B-CITE-2');
    const token = await h.login('cite001', 'abcd1234');
    const list = await h.call(
      'userFeedbackQueryMemberBetList',
      { pageNum: 1, pageSize: 20 },
      { token },
    );
    expect(list.data).toMatchObject({
      total: 1,
      list: [
        {
          orderNo: 'B-CITE-1',
          gameName: '足球 曼彻斯特联 vs 利物浦',
          betAmount: 100,
        },
      ],
    });
    const added = await h.call(
      'userFeedbackAddFeedBack',
      { type: 3, content: '赛果有误', images: [], orderNo: 'B-CITE-1' },
      { token },
    );
    expect(added.status_code).toBe(6000);
    const info = await h.call(
      'userFeedbackGetFeedbackInfo',
      { id: (added.data as { id: number }).id },
      { token },
    );
    expect(info.data).toMatchObject({
      content: '赛果有误',
      bet: { orderNo: 'B-CITE-1', gameName: '足球 曼彻斯特联 vs 利物浦', betAmount: 100 },
    });
    // another member's bet is never shown (past the 10 s between two feedbacks)
    h.clock.advance(11_000);
    const foreign = await h.call(
      'userFeedbackAddFeedBack',
      { type: 3, content: '别人的注单', images: [], orderNo: 'B-CITE-2' },
      { token },
    );
    const other = await h.call(
      'userFeedbackGetFeedbackInfo',
      { id: (foreign.data as { id: number }).id },
      { token },
    );
    expect(other.data).toMatchObject({ content: '别人的注单', bet: null });
  });
});
