import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { ApiError, IdempotencyKeyRequiredError } from '../../src/sdk/index';
import { newPact, requestExample, responseExample, runCase, sdkFor } from './support/pact';
import { STATE } from './support/states';
import { readSportsRow } from '../../src/stores/sports/BetRecords';

const pact = newPact();

const sportsMethods = ['leagues', 'matches', 'odds', 'placeBet', 'betRecords'] as const;
/**
 * The in-play lists of a day: the day is the provider's today (injected by the provider state as
 * `today`, Beijing time), not the day the pact was recorded, so a provider on a real clock has
 * live matches on it.
 */
function onToday(m: 'leagues' | 'matches') {
  const body = requestExample('venueResource', m) as { Request: { date: unknown } };
  body.Request.date = MatchersV3.fromProviderState('${today}', '2026-11-22');
  return body;
}

const resultExample = (m: (typeof sportsMethods)[number]) =>
  m === 'leagues' ? 'success' : `success${m.charAt(0).toUpperCase()}${m.slice(1)}`;

/** The contract's betRecords request, for the settled bets. */
function settledRecords(): unknown {
  const body = requestExample('venueResource', 'betRecords') as { Request: object };
  return { ...body, Request: { ...body.Request, settled: true } };
}

describe('site-api: games', () => {
  describe('venues and balances', () => {
    it('reads every venue balance', () =>
      runCase(pact, { id: 'venueAllBalance', state: STATE.richPlayer }));
    it('recycles venue balances with an idempotency key', () =>
      runCase(pact, { id: 'venueRecycle', state: STATE.richPlayer }));
    it('transfers into a venue with an idempotency key', () =>
      runCase(pact, { id: 'venueTransfer', state: STATE.richPlayer }));
    it('lists the venues of a category', () =>
      runCase(pact, { id: 'venueGetVenueInfoByCategory', state: STATE.visitor }));
    it('lists live casino venues with their tables and bet limits', () =>
      runCase(pact, {
        id: 'venueGetVenueInfoByCategory',
        state: STATE.visitor,
        description: 'venueGetVenueInfoByCategory ZR answers tables with limits',
        body: { category: 'ZR' },
        example: 'casino',
      }));
    it('lists lottery venues with their next draw', () =>
      runCase(pact, {
        id: 'venueGetVenueInfoByCategory',
        state: STATE.visitor,
        description: 'venueGetVenueInfoByCategory CP answers the next draw',
        body: { category: 'CP' },
        example: 'lottery',
      }));
    it('lists esports venues with their hot live matches', () =>
      runCase(pact, {
        id: 'venueGetVenueInfoByCategory',
        state: STATE.visitor,
        description: 'venueGetVenueInfoByCategory DJ answers live matches',
        body: { category: 'DJ' },
        example: 'esports',
      }));
    it('reads the jackpot pools', () =>
      runCase(pact, { id: 'venueGetBonusPools', state: STATE.visitor }));
    it('lists the games of a venue', () =>
      runCase(pact, { id: 'venueGameList', state: STATE.visitor }));
    it('reads one venue balance', () =>
      runCase(pact, { id: 'venueBalance', state: STATE.richPlayer }));
    it('turns automatic transfer on', () =>
      runCase(pact, { id: 'statusSetAutoTransferStatus', state: STATE.player }));
  });

  describe('launch', () => {
    it('launches a game and gets its url', () =>
      runCase(pact, { id: 'venueLaunch', state: STATE.richPlayer }));
    it('answers 6413 during a venue activity with the message for the transfer-in dialog', () =>
      runCase(pact, {
        id: 'venueLaunch',
        state: STATE.venueActivity,
        example: 'code6413',
        verify: (o) => {
          expect(o.error).toBeInstanceOf(ApiError);
          expect((o.error as ApiError).code).toBe(6413);
          expect((o.error as ApiError).message).toBe(
            responseExample('venueLaunch', 'code6413').message,
          );
        },
      }));
  });

  describe('sports resource (venueResource, discriminated by method)', () => {
    for (const m of sportsMethods) {
      it(`method ${m} succeeds`, () =>
        runCase(pact, {
          id: 'venueResource',
          state: m === 'placeBet' || m === 'betRecords' ? STATE.sportsPlayer : STATE.sports,
          loggedIn: m === 'placeBet' || m === 'betRecords',
          description: `venueResource method ${m} succeeds`,
          body:
            m === 'leagues' || m === 'matches' ? onToday(m) : requestExample('venueResource', m),
          example: resultExample(m),
        }));
    }
    it('method placeBet of a 串关 places one ticket with its combination type and every leg', () =>
      runCase(pact, {
        id: 'venueResource',
        state: STATE.sportsParlay,
        loggedIn: true,
        description: 'venueResource method placeBet of a 串关 (series 3x1) answers one ticket',
        body: requestExample('venueResource', 'placeBetSeries'),
        example: 'successPlaceBetSeries',
        verify: (o) => {
          expect(o.error).toBeUndefined();
          const tickets = (o.value as { tickets: Array<Record<string, unknown>> }).tickets;
          expect(tickets).toHaveLength(1);
          expect(tickets[0]).toMatchObject({ bets: 1, seriesType: '3x1' });
          // each leg's accepted price (the mock answers one of the array's like-typed items)
          expect(tickets[0]?.['legs']).toContainEqual({ r: 'RE_H_8812345', odds: 0.93 });
        },
      }));
    it('method betRecords gives each leg its exact decimal price: a 波胆 placed in 马来盘 at 8.50 reads 8.50, not its -0.133 converted back (8.52)', () =>
      runCase(pact, {
        id: 'venueResource',
        state: STATE.malayScoreBet,
        loggedIn: true,
        description:
          'venueResource method betRecords lists a settled 波胆 placed in 马来盘 with its decimal price',
        body: settledRecords(),
        example: 'successBetRecordsMalay',
        verify: (o) => {
          expect(o.error).toBeUndefined();
          const [row] = (o.value as { list: unknown[] }).list.map(readSportsRow);
          expect([row?.oddsFormat, row?.odds, row?.legs[0]?.odds, row?.legs[0]?.market]).toEqual([
            'E',
            8.5,
            8.5,
            '波胆',
          ]);
        },
      }));
    it('method placeBet refuses a handicap pick whose line moved (6012) and gives the line now', () =>
      runCase(pact, {
        id: 'venueResource',
        state: STATE.sportsPlayer,
        loggedIn: true,
        description:
          'venueResource method placeBet of a pick whose handicap line moved answers a rejected ticket with 6012 and the line now',
        body: requestExample('venueResource', 'placeBetLineMoved'),
        example: 'successPlaceBetLineMoved',
        verify: (o) => {
          expect(o.error).toBeUndefined();
          const [ticket] = (o.value as { tickets: Array<Record<string, unknown>> }).tickets;
          expect(ticket).toMatchObject({ status: 'rejected', code: 6012, legs: [] });
          expect(ticket?.['changed']).toEqual([{ r: 'RE_H_8812345', odds: 0.88, ratio: '0/0.5' }]);
        },
      }));
    it('quotes the cash-out value of an open bet, valid a few seconds', () =>
      runCase(pact, {
        id: 'venueResource',
        state: STATE.cashOutBet,
        loggedIn: true,
        description: 'venueResource method cashOutQuote quotes an open bet',
        body: requestExample('venueResource', 'cashOutQuote'),
        example: 'successCashOutQuote',
      }));
    it('cashes out part of an open bet at its quote, with an idempotency key', () =>
      runCase(pact, {
        id: 'venueResource',
        state: STATE.cashOutBet,
        loggedIn: true,
        description: 'venueResource method cashOut pays a partial cash-out',
        body: requestExample('venueResource', 'cashOut'),
        example: 'successCashOut',
      }));
    it("refuses to cash out another member's bet with 6004", () =>
      runCase(pact, {
        id: 'venueResource',
        state: STATE.othersBet,
        loggedIn: true,
        description: "venueResource method cashOut answers 6004 for another member's bet",
        body: requestExample('venueResource', 'cashOut'),
        example: 'code6004',
        verify: (o) => {
          expect(o.error).toBeInstanceOf(ApiError);
          expect((o.error as ApiError).code).toBe(6004);
          expect((o.error as ApiError).message).toBe('注单不存在');
        },
      }));
    it('answers 6302 when the channel rejects the UID', () =>
      runCase(pact, {
        id: 'venueResource',
        state: STATE.uidRejected,
        loggedIn: true,
        description: 'venueResource method matches answers 6302',
        body: requestExample('venueResource', 'matches'),
        example: 'code6302',
        verify: (o) => {
          expect(o.error).toBeInstanceOf(ApiError);
          expect((o.error as ApiError).code).toBe(6302);
        },
      }));
    it('the SDK refuses placeBet without an idempotency key, before any request', async () => {
      const h = sdkFor({ url: 'http://127.0.0.1:9', port: 9, id: 'none' }, 'token');
      await expect(
        h.call('venueResource', requestExample('venueResource', 'placeBet')),
      ).rejects.toBeInstanceOf(IdempotencyKeyRequiredError);
    });
  });

  describe('records and favourites', () => {
    it('sums the bet records', () =>
      runCase(pact, { id: 'recordBetRecordTotal', state: STATE.richPlayer }));
    it('lists the bet records', () =>
      runCase(pact, { id: 'recordBetRecordList', state: STATE.richPlayer }));
    it('adds a favourite', () =>
      runCase(pact, { id: 'collectionAddCollection', state: STATE.player }));
    it('removes a favourite', () =>
      runCase(pact, { id: 'collectionRemoveCollection', state: STATE.favourite }));
    it('reads a hot live match', () =>
      runCase(pact, { id: 'videoHotLiveMatchDetail', state: STATE.sports }));
  });
});
