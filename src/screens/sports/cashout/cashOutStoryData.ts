// The own book as the cash-out stories meet it (投注记录's button and confirmation, the board's
// 我的注单): open bet records in the contract's shape, and a venueResource resolver answering
// betRecords, cashOutQuote and cashOut the way the server does (quotes in turn, a moved value
// refused with 6012 and the new value, a full cash-out that closes the bet). Fixed amounts, so the
// pictures stay the same.
import { HttpResponse, type HttpResponseResolver } from 'msw';

/** The server's names of a football match's markets (marketName: the board's headings). */
const MARKETS: Record<string, string> = {
  RM: '滚球全场独赢',
  RE: '滚球全场让球',
  ROU: '滚球全场大小',
  PD: '波胆',
  HM: '上半场独赢',
};

/** A leg as betRecords gives it. */
export function storyLeg(
  league: string,
  team_h: string,
  team_c: string,
  w: string,
  rtype: string,
  handicap: string,
  odds: number,
  score: string,
) {
  // a correct score's side reads as its score (H1C0: 1-0)
  const correct = /^H(\d+)C(\d+)$/.exec(rtype);
  const selection = correct
    ? `${correct[1]}-${correct[2]}`
    : ({ H: team_h, C: team_c, N: '和局', O: '大', U: '小' } as const)[
        rtype as 'H' | 'C' | 'N' | 'O' | 'U'
      ];
  return {
    leagueName: league,
    team_h,
    team_c,
    w,
    market: MARKETS[w] ?? w,
    rtype,
    selection,
    handicap,
    odds,
    decimalOdds: odds, // the records of these stories are in 欧洲盘
    score,
  };
}

export interface StoryCashOut {
  value: number | null;
  reason: string | null;
  message: string;
  cashedOut?: number;
}

/** An open record of the own book with its cash-out state. */
export function storyRecord(
  ticket_id: string,
  stake: number,
  selections: ReturnType<typeof storyLeg>[],
  cashOut: StoryCashOut,
  betTime = '2026-11-22 21:05:12',
) {
  const parlay = selections.length > 1;
  return {
    ticket_id,
    betTime,
    betType: parlay ? 'multiple' : 'single',
    seriesType: parlay ? `${selections.length}x1` : null,
    bets: 1,
    stake,
    odds: parlay ? 3.61 : 1.9,
    oddsType: 'E',
    result: '',
    winLoss: 0,
    selections,
    cashOut: {
      cashedOut: 0,
      cashedStake: 0,
      openStake: stake,
      full: false,
      ...cashOut,
    },
  };
}

export const SINGLE = storyRecord(
  'B1795000000003',
  100,
  [storyLeg('西班牙甲级联赛', '巴塞罗那', '皇家马德里', 'RM', 'H', '', 1.9, '1-0')],
  { value: 158.33, reason: null, message: '' },
);

export const PARLAY = storyRecord(
  'B1795000000004',
  50,
  [
    storyLeg('英格兰超级联赛', '阿森纳', '利物浦', 'RM', 'H', '', 1.9, '1-0'),
    storyLeg('意大利甲级联赛', '国际米兰', 'AC米兰', 'ROU', 'O', '2.5', 1.9, '1-1'),
  ],
  { value: 121.6, reason: null, message: '' },
  '2026-11-22 21:03:40',
);

export const SUSPENDED = storyRecord(
  'B1795000000005',
  30,
  [storyLeg('德国甲级联赛', '拜仁慕尼黑', '多特蒙德', 'RE', 'C', '+0.5', 1.95, '2-2')],
  { value: null, reason: 'suspended', message: '盘口暂停,暂不可兑现' },
  '2026-11-22 21:01:02',
);

type Answer = 'ok' | 'moved' | 'refused';

const resets = new Set<() => void>();
/** Every resolver starts over (a story's beforeEach: a retried or later story meets the bets as
 * listed, not as an earlier story left them). */
export function resetCashOutStories(): void {
  for (const reset of resets) reset();
}

/**
 * venueResource as the server answers the cash-out: `open` records (a bet cashed out in full
 * leaves them), each ticket's quotes in turn (the last one repeats), and the cash-out answers in
 * turn (the last repeats): 'ok' pays the amount asked, 'moved' refuses with the next quote's
 * value, 'refused' says the market is suspended.
 */
export function cashOutResolver(opts: {
  open: ReturnType<typeof storyRecord>[];
  quotes?: Record<string, number[]>;
  answers?: Answer[];
}): HttpResponseResolver {
  const cashed = new Set<string>();
  const asked = new Map<string, number>();
  let answered = 0;
  resets.add(() => {
    cashed.clear();
    asked.clear();
    answered = 0;
  });
  const quoteOf = (id: string, next: boolean): number | null => {
    const values = opts.quotes?.[id] ?? [];
    const fromRecord = opts.open.find((r) => r.ticket_id === id)?.cashOut.value ?? null;
    const n = asked.get(id) ?? 0;
    if (next) asked.set(id, n + 1);
    return values[Math.min(n, values.length - 1)] ?? fromRecord;
  };
  const ok = (data: unknown) => HttpResponse.json({ status_code: 6000, message: '成功', data });
  return async ({ request }) => {
    const body = (await request.json()) as { Request?: Record<string, unknown> };
    const r = body.Request ?? {};
    const method = (body as { method?: string }).method;
    if (method === 'cashOutQuote') {
      const ids = (r['ticketIds'] as string[] | undefined) ?? [];
      return ok({
        method,
        quotes: ids.map((id) => {
          const value = quoteOf(id, true);
          return {
            ticket_id: id,
            value,
            cashable: value !== null,
            reason: value === null ? 'suspended' : null,
            message: value === null ? '盘口暂停,暂不可兑现' : '',
            quoteId: value === null ? null : `Q${id}${asked.get(id) ?? 0}`,
            expiresAt: null,
            expiresInMs: value === null ? 0 : 8000,
          };
        }),
      });
    }
    if (method === 'cashOut') {
      const id = String(r['ticket_id']);
      const answers = opts.answers ?? ['ok'];
      const answer = answers[Math.min(answered, answers.length - 1)] ?? 'ok';
      answered += 1;
      if (answer === 'moved' || answer === 'refused')
        return HttpResponse.json({
          status_code: 6012,
          message: answer === 'moved' ? '兑现金额已变化,请确认新金额' : '盘口暂停,暂不可兑现',
          data: {
            reason: answer === 'moved' ? 'moved' : 'suspended',
            value: answer === 'moved' ? quoteOf(id, false) : null,
          },
        });
      const amount = Number(r['amount']);
      const full = amount >= (quoteOf(id, false) ?? 0);
      if (full) cashed.add(id);
      return ok({ method, ticket_id: id, amount, full, stakeCashed: 0, remainingStake: 0 });
    }
    // betRecords: the open bets not yet cashed out in full
    const list = r['settled'] === true ? [] : opts.open.filter((o) => !cashed.has(o.ticket_id));
    return ok({ method: 'betRecords', list, pageNum: 1, pageSize: 20, total: list.length });
  };
}
