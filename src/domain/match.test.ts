import { fc } from './testing/fcSetup.ts';
import { describe, expect, it } from 'vitest';
import { betResultLabel, matchPeriod, type MatchClock, type PeriodText } from './match.ts';
import { isMessageKey } from './messages.ts';
import { formatMessage } from './messageCatalogues.ts';

const text = (p: PeriodText | null): string | null =>
  p ? formatMessage(p.key, p.params ?? {}) : null;

const football = (c: Partial<MatchClock>): MatchClock => ({ gameType: 'FT', isLive: true, ...c });

describe('match period', () => {
  it("shows 即将开始 for live football at 0' with 0-0", () => {
    expect(
      text(matchPeriod(football({ se_now: '1H', re_time: '1H^0', scoreH: 0, scoreC: 0 }))),
    ).toBe('即将开始');
    expect(text(matchPeriod(football({ re_time: '0', scoreH: '0', scoreC: '0' })))).toBe(
      '即将开始',
    );
  });

  it('shows the football half once the match runs or a goal is in', () => {
    expect(
      matchPeriod(football({ se_now: '1H', re_time: '1H^23:10', scoreH: 0, scoreC: 0 })),
    ).toEqual({
      key: 'periodFirstHalf',
      minute: 23,
    });
    expect(text(matchPeriod(football({ se_now: '1H', re_time: '0', scoreH: 1, scoreC: 0 })))).toBe(
      '上半场',
    );
    expect(text(matchPeriod(football({ se_now: '2H', re_time: '2H^67' })))).toBe('下半场');
    expect(text(matchPeriod(football({ se_now: 'HT', re_time: '' })))).toBe('中场休息');
    expect(text(matchPeriod(football({ se_now: '1H', re_time: "45'", HalfTime: true })))).toBe(
      '中场休息',
    );
    expect(matchPeriod(football({ se_now: '2H', re_time: "67'" }))).toEqual({
      key: 'periodSecondHalf',
      minute: 67,
    });
  });

  it('shows nothing for a match not in play', () => {
    expect(matchPeriod({ gameType: 'FT', isLive: false, se_now: '1H' })).toBeNull();
  });

  it('shows the set in play of tennis (第2盘), the game of volleyball and table tennis, the frame of snooker (第3局)', () => {
    const set = (gameType: string, se_now: string) =>
      text(matchPeriod({ gameType, isLive: true, se_now }));
    expect(set('TN', 'S2')).toBe('第2盘');
    expect(set('VB', 'S5')).toBe('第5局');
    expect(set('TT', 'G3')).toBe('第3局');
    expect(set('SK', 'F7')).toBe('第7局');
    expect(set('TN', '')).toBe('滚球');
  });

  it('shows basketball quarters 第一节 to 第四节, 中场, halves, and 加时 when se_now contains OT', () => {
    const bk = (se_now: string) => text(matchPeriod({ gameType: 'BK', isLive: true, se_now }));
    expect(['Q1', 'Q2', 'Q3', 'Q4', 'HT', 'H1', 'H2'].map(bk)).toEqual([
      '第一节',
      '第二节',
      '第三节',
      '第四节',
      '中场',
      '上半场',
      '下半场',
    ]);
    expect(bk('OT')).toBe('加时');
    expect(text(matchPeriod({ gameType: 'BK', isLive: true, se_now: 'Q2', HalfTime: true }))).toBe(
      '中场',
    );
    expect(bk('OT2')).toBe('加时');
  });

  it('shows the baseball inning, and 加时 from inning 9', () => {
    const bs = (inningNum: number) =>
      text(matchPeriod({ gameType: 'BS', isLive: true, inningNum }));
    expect(bs(3)).toBe('第3局');
    expect(bs(8)).toBe('第8局');
    expect(bs(9)).toBe('加时');
    expect(bs(11)).toBe('加时');
  });

  it('shows 滚球 for other live sports', () => {
    expect(text(matchPeriod({ gameType: 'TN', isLive: true }))).toBe('滚球');
  });

  it('property: never throws and always names a message that exists', () => {
    const clock = fc.record({
      gameType: fc.constantFrom('FT', 'VF', 'BK', 'BS', 'TN', 'OP', 'xx'),
      isLive: fc.boolean(),
      se_now: fc.option(
        fc.oneof(fc.constantFrom('1H', '2H', 'HT', 'Q1', 'Q4', 'OT', 'H2'), fc.string()),
      ),
      re_time: fc.option(fc.oneof(fc.stringMatching(/^(1H|2H)\^\d{1,2}(:\d\d)?$/), fc.string())),
      inningNum: fc.option(fc.oneof(fc.integer({ min: -2, max: 15 }), fc.string())),
      HalfTime: fc.option(fc.boolean()),
      scoreH: fc.option(fc.oneof(fc.nat(9), fc.string())),
      scoreC: fc.option(fc.oneof(fc.nat(9), fc.string())),
    });
    fc.assert(
      fc.property(clock, (c) => {
        const p = matchPeriod(c);
        if (!c.isLive) expect(p).toBeNull();
        else expect(p && isMessageKey(p.key)).toBe(true);
      }),
    );
  });
});

describe('bet result labels', () => {
  it('labels W 赢, LW 赢半, LL 输半, L 输, P 和局, A 退回', () => {
    const label = (c: string) => formatMessage(betResultLabel(c).label);
    expect(['W', 'LW', 'LL', 'L', 'P', 'A'].map(label)).toEqual([
      '赢',
      '赢半',
      '输半',
      '输',
      '和局',
      '退回',
    ]);
  });

  it('labels D0-DZ 取消 with a reason from the designed table', () => {
    expect(betResultLabel('D1')).toEqual({ label: 'betResultD', reason: 'betReasonD1' });
    expect(formatMessage(betResultLabel('D1').reason ?? 'betResultUnknown')).toBe('赛事取消');
    expect(formatMessage(betResultLabel('dz').reason ?? 'betResultUnknown')).toBe('其他原因');
    const codes = [...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c) => `D${c}`);
    const reasons = codes.map((c) => betResultLabel(c).reason);
    expect(reasons.every((r) => r !== undefined && isMessageKey(r))).toBe(true);
    expect(new Set(reasons.map((r) => formatMessage(r ?? 'betResultUnknown'))).size).toBe(36);
  });

  it('labels an unknown code 未知', () => {
    expect(formatMessage(betResultLabel('X').label)).toBe('未知');
    expect(formatMessage(betResultLabel('D').label)).toBe('取消');
  });

  it('property: any code gives an existing label and, for D codes only, an existing reason', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), (code) => {
        const r = betResultLabel(code);
        expect(isMessageKey(r.label)).toBe(true);
        if (r.reason) {
          expect(r.label).toBe('betResultD');
          expect(isMessageKey(r.reason)).toBe(true);
        }
      }),
    );
  });
});
