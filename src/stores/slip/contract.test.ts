// The slip and sports stores against the contract: every venue/resource body they send is valid
// for the OpenAPI schema (openapi/dist/openapi.json), and they read the contract's own examples.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../domain/messageCatalogues';
import { FakeClock } from '../testing/FakeClock';
import { SportsStore } from '../sports/SportsStore';
import type { SportsRoot } from '../sports/types';
import { DELAY_POLL_MS, SlipStore } from './SlipStore';
import type { PickInput, SlipRoot } from './types';

type Json = Record<string, unknown>;
const here = path.dirname(fileURLToPath(import.meta.url));
const spec = JSON.parse(
  readFileSync(path.resolve(here, '../../../openapi/dist/openapi.json'), 'utf8'),
) as Json;

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv2020) => void;
const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
ajv.addSchema(spec, 'https://contract.invalid/openapi.json');
const validRequest = ajv.compile({
  $ref: 'https://contract.invalid/openapi.json#/components/schemas/VenueResourceRequest',
});

const resourceOp = (spec['paths'] as Record<string, Record<string, Json>>)[
  '/game/api/v1/venue/resource'
]!['post']!;
const examples = (
  ((resourceOp['responses'] as Json)['200'] as Json)['content'] as Record<string, Json>
)['application/json']!['examples'] as Record<string, { value: { data: unknown } }>;
const exampleData = (name: string): unknown => examples[name]!.value.data;

function contractRoot() {
  const bodies: Json[] = [];
  const invalid: string[] = [];
  const clock = new FakeClock();
  const call = async (operationId: string, body: unknown) => {
    if (operationId === 'venueLaunch') return { url: 'https://sport.example.com/?token=vt' };
    const b = body as Json;
    bodies.push(b);
    if (!validRequest(b))
      invalid.push(`${String(b['method'])}: ${ajv.errorsText(validRequest.errors)}`);
    const method = b['method'];
    if (method === 'leagues') return exampleData('success');
    if (method === 'matches') return exampleData('successMatches');
    if (method === 'placeBet') return exampleData('successPlaceBet');
    return exampleData('successBetRecords');
  };
  const root = {
    sdk: { call, newIdempotencyKey: () => '6f1c1b7e-4a57-4e0f-9a57-0c3a0a7b9d11' },
    clock,
    session: { isLoggedIn: true, token: 'c2b1f7a0e6d94b1f' },
    site: { ip: '203.0.113.8', language: 'zh-CN' },
    wallet: { centerBalance: 5000 },
    ui: { toast: () => 0 },
    scheduleFrame: (cb: () => void) => cb(),
  } as SportsRoot & SlipRoot & { sports?: SportsStore; slip?: SlipStore };
  const sports = new SportsStore(root);
  const slip = new SlipStore(root);
  root.sports = sports;
  root.slip = slip;
  return { sports, slip, bodies, invalid, clock };
}

describe('slip and sports stores against the contract', () => {
  it('has a validator that refuses a request missing its fields', () => {
    expect(validRequest({ method: 'placeBet', enName: 'sport', Request: { timestamp: 1 } })).toBe(
      false,
    );
    expect(validRequest({ method: 'nope', enName: 'sport', Request: {} })).toBe(false);
  });

  it('send leagues and matches requests the schema accepts, and read the example match', async () => {
    const { sports, bodies, invalid } = contractRoot();
    await sports.enter('sport');
    await sports.setShowType('FU');
    await sports.setDate('2026-11-23');
    expect(bodies.map((b) => b['method'])).toContain('matches');
    expect(invalid).toEqual([]);
    const m = sports.matches[0]!;
    expect(m).toMatchObject({ gameId: '8812345', team_h: '曼彻斯特联', sc_FT_H: 1, isLive: true });
    const period = sports.periodOf(m);
    expect(period && formatMessage(period.key)).toBe('下半场');
    expect(period?.minute).toBe(67);
    expect(sports.displayOdds(m.odds['R_H_8812345']!)).toBe('0.93');
  });

  it('send single, champion and series placeBet requests the schema accepts, and read the example ticket', async () => {
    const { sports, slip, bodies, invalid } = contractRoot();
    await sports.enter('sport');
    const m = sports.matches[0]!;
    const price = m.odds['R_H_8812345']!;
    const fromList: PickInput = {
      gameInfo: {
        gameId: m.gameId,
        hgid: m.hgid,
        gide: m.gide,
        team_h: m.team_h,
        team_c: m.team_c,
      },
      playInfo: { w: price.w },
      oddInfo: { r: price.r, odds: price.odds },
    };
    slip.select(fromList);
    slip.setStake(slip.picks[0]!.key, '100');
    expect(await slip.place()).toMatchObject({ status: 'placed', accepted: 1 });
    expect(slip.picks[0]!.bettingData.ticket_id).toBe('T202611220001');

    slip.clearSettled();
    slip.select({
      gameInfo: { gameId: 'C1' },
      playInfo: { w: 'FS' },
      oddInfo: { r: 'C1-T1', odds: 4.5 },
      championRate: { rtype: 'T1' },
    });
    slip.setStake(slip.picks[0]!.key, '20.50');
    await slip.place();

    slip.clearSettled();
    slip.setSeries(true);
    slip.select(fromList);
    slip.select({
      ...fromList,
      gameInfo: { ...fromList.gameInfo, gameId: '9900001', hgid: '99000011', gide: '9900001' },
      oddInfo: { r: 'R_H_9900001', odds: 1.02 },
    });
    slip.setSeriesStake('50');
    await slip.place();

    const placed = bodies
      .filter((b) => b['method'] === 'placeBet')
      .map((b) => (b['Request'] as Json)['betType']);
    expect(placed).toEqual(['single', 'champion', 'series']);
    expect(invalid).toEqual([]);
  });

  it('polls open bets with a betRecords request the schema accepts', async () => {
    const { sports, slip, bodies, invalid, clock } = contractRoot();
    await sports.enter('sport');
    slip.select({
      gameInfo: { gameId: 'g' },
      playInfo: { w: 'R' },
      oddInfo: { r: 'r1', odds: 0.9 },
    });
    const pick = slip.picks[0]!;
    pick.bettingData = { active: 'delay', ticket_id: 'T202611220001', message: null };
    void slip.pollDelayed();
    await new Promise((r) => setTimeout(r, 0));
    expect(bodies.at(-1)!['method']).toBe('betRecords');
    expect(invalid).toEqual([]);
    // the example lists the ticket among the open bets: accepted
    expect(slip.picks[0]!.bettingData.active).toBe('accepted');
    clock.advance(DELAY_POLL_MS);
  });
});
