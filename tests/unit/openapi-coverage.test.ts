import { describe, expect, it } from 'vitest';
import { operations as generatedOps } from '../../src/sdk/operations.generated';
import { operationIdOf } from '../../scripts/gen-sdk';
import { isObject, openapi, operations, readSpecList, type JsonObject } from './support/contract';

const schemas = () => (openapi().components as JsonObject).schemas as Record<string, JsonObject>;
const byId = (id: string) => {
  const e = operations().find((o) => o.id === id);
  if (!e) throw new Error(`no operation ${id}`);
  return e;
};
/** Property names of the request body schema of an operation (following one $ref). */
const bodyFields = (id: string): string[] => {
  const rb = byId(id).op.requestBody as JsonObject;
  const schema = ((rb.content as JsonObject)['application/json'] as JsonObject)
    .schema as JsonObject;
  const name = String(schema.$ref).split('/').pop() ?? '';
  return Object.keys((schemas()[name]?.properties ?? {}) as JsonObject);
};

describe('OpenAPI covers the spec lists', { timeout: 60_000 }, () => {
  it('has every call of calls.txt with its method, and nothing else', () => {
    const calls = readSpecList('calls.txt').map((l) => {
      const [method = '', p = ''] = l.split(/\s+/);
      return `${method.toLowerCase()} ${p}`;
    });
    expect(calls).toHaveLength(91);
    // calls the spec lacks are designed by us and marked so (x-designed on the operation)
    const inDoc = operations()
      .filter((o) => o.op['x-designed'] !== true || calls.includes(`${o.method} ${o.path}`))
      .map((o) => `${o.method} ${o.path}`);
    expect([...inDoc].sort()).toEqual([...calls].sort());
    expect(inDoc.filter((x) => x.startsWith('get '))).toHaveLength(2);
  });

  it('has every business code of codes.txt in the BusinessCode enum, with zh/en descriptions and behaviour', () => {
    const codes = readSpecList('codes.txt').map((l) => Number(l.split('\t')[0]));
    expect(codes).toHaveLength(54);
    const bc = schemas().BusinessCode as JsonObject;
    expect(bc.enum).toEqual(codes);
    for (const key of [
      'x-enum-varnames',
      'x-enum-descriptions',
      'x-enum-descriptions-zh',
      'x-enum-behaviour',
    ]) {
      expect(bc[key], key).toHaveLength(codes.length);
    }
    const en = readSpecList('codes.txt').map((l) => l.split('\t')[1]);
    expect(bc['x-enum-descriptions']).toEqual(en);
    expect((schemas().ErrorCode as JsonObject).enum).toEqual(codes.filter((c) => c !== 6000));
  });

  it('names every operation by the operationId rule, with a Chinese summary, English text and a domain tag', () => {
    const domains = ['site', 'user', 'feedback', 'letter', 'promotion', 'funds', 'games', 'stream'];
    for (const { id, path, op } of operations()) {
      expect(id).toBe(operationIdOf(path));
      expect(String(op.summary), id).toMatch(/[\u4e00-\u9fff]/);
      expect(String(op['x-summary-en']), id).toMatch(/^[\x20-\x7e]+$/);
      expect(domains, id).toContain((op.tags as string[])[0]);
    }
  });

  it('the generated operation table matches the document, flag for flag', () => {
    const ops = operations();
    expect(Object.keys(generatedOps).sort()).toEqual(ops.map((o) => o.id).sort());
    for (const o of ops) {
      const g = generatedOps[o.id as keyof typeof generatedOps];
      expect(g).toMatchObject({
        method: o.method,
        path: o.path,
        cacheable: o.op['x-cacheable'] === true,
        moneyMoving: o.op['x-money-moving'] === true,
        verifiable: o.op['x-verifiable'] === true,
      });
    }
  });

  it('marks exactly the money-moving calls, and only placeBet and cashOut move money through venueResource', () => {
    const moving = operations()
      .filter((o) => o.op['x-money-moving'] === true)
      .map((o) => o.id)
      .sort();
    expect(moving.filter((id) => byId(id).op['x-designed'] !== true)).toEqual(
      [
        'paymentPay',
        'transferUtcTransfer',
        'venueRecycle',
        'venueLaunch',
        'venueResource',
        'venueTransfer',
        'withdrawNew',
      ].sort(),
    );
    expect(byId('venueResource').op['x-money-moving-methods']).toEqual(['placeBet', 'cashOut']);
    const params = (openapi().components as JsonObject).parameters as Record<string, JsonObject>;
    for (const o of operations()) {
      const keyParams = (o.op.parameters as JsonObject[])
        .map((p) => params[String(p.$ref).split('/').pop() ?? ''])
        .filter((p) => p?.name === 'Idempotency-Key');
      expect(keyParams.length, o.id).toBe(moving.includes(o.id) ? 1 : 0);
      // required on the whole operation, except where only some methods move money
      if (keyParams[0]) expect(keyParams[0].required, o.id).toBe(o.id !== 'venueResource');
    }
  });

  it('marks the calls that can answer 6021/6022 as verifiable, and the site-wide lists as cacheable', () => {
    const verifiable = operations()
      .filter((o) => o.op['x-verifiable'] === true)
      .map((o) => o.id);
    for (const id of [
      'userLogin',
      'userRegister',
      'userSendCodeOne',
      'userForgetByPhoneOne',
      'userForgetByEmailOne',
    ]) {
      expect(verifiable).toContain(id);
    }
    for (const o of operations()) {
      const codes = o.op['x-business-codes'] as number[];
      if (codes.includes(6021) || codes.includes(6022)) expect(verifiable, o.id).toContain(o.id);
    }
    const cacheable = operations()
      .filter((o) => o.op['x-cacheable'] === true)
      .map((o) => o.id);
    for (const id of [
      'advertisingNavigationList',
      'advertisingQueryNoticeListByPage',
      'siteCountryAreaQueryCountryArea',
      'configurationPreInfo',
      'userMemberMemberGradeConfigList',
      'venueGetVenueInfoByCategory',
      'venueGameList',
    ]) {
      expect(cacheable).toContain(id);
    }
    // Nothing that moves money or depends on the moment is cached.
    for (const id of [
      'transferGetBalance',
      'userMemberInfo',
      'venueResource',
      'paymentGetDepositOrderStatus',
    ]) {
      expect(cacheable).not.toContain(id);
    }
  });

  it('carries the request fields of spec section 3', () => {
    expect(bodyFields('userLogin')).toEqual(
      expect.arrayContaining([
        'isAgent',
        'name',
        'password',
        'kaptchcate',
        'codeId',
        'code',
        'version',
        'sendCodeNum',
      ]),
    );
    expect(bodyFields('userRegister')).toEqual(
      expect.arrayContaining([
        'name',
        'password',
        'secondPassword',
        'kaptchcate',
        'codeId',
        'code',
        'domain',
        'rCode',
        'iCode',
      ]),
    );
    expect(bodyFields('userSendCodeOne')).toEqual(
      expect.arrayContaining([
        'sendCodeNumV2',
        'sendNameV2',
        'codeIdV2',
        'SendCodeNum',
        'SendName',
        'codeId',
        'type',
        'cate',
        'version',
        'kaptchcate',
        'imageCode',
      ]),
    );
    expect(bodyFields('userMemberValidateGeeCheck')).toEqual(
      expect.arrayContaining([
        'lot_number',
        'captcha_output',
        'pass_token',
        'gen_time',
        'validate_way',
      ]),
    );
    expect(bodyFields('venueLaunch')).toEqual(
      expect.arrayContaining(['enName', 'gameCode', 'isActivity']),
    );
    expect(bodyFields('venueTransfer')).toEqual(
      expect.arrayContaining(['channelCode', 'amount', 'ty', 'isActivity']),
    );
    expect(bodyFields('history')).toEqual(
      expect.arrayContaining([
        'rid',
        'pageNum',
        'pageSize',
        'category',
        'categoryType',
        'beginTime',
        'endTime',
      ]),
    );
    expect(bodyFields('transferGetBalance')).toEqual(['withLockMoney']);
    expect(bodyFields('siteLetterGetUnreadForType')).toEqual(['userSystem']);
    for (const step of ['One', 'Two', 'Three']) {
      expect(bodyFields(`userForgetByPhone${step}`)).toEqual(
        expect.arrayContaining(['name', 'phone']),
      );
      expect(bodyFields(`userForgetByEmail${step}`)).toEqual(
        expect.arrayContaining(['name', 'email']),
      );
    }
  });

  it('discriminates venueResource by method with the sports enums of spec section 3', () => {
    const s = schemas();
    const req = s.VenueResourceRequest as JsonObject;
    expect(Object.keys((req.discriminator as JsonObject).mapping as JsonObject)).toEqual([
      'leagues',
      'matches',
      'odds',
      'placeBet',
      'betRecords',
      'cashOutQuote',
      'cashOut',
    ]);
    expect((s.SportsGameType as JsonObject).enum).toEqual([
      'ALL',
      'FT',
      'VF',
      'BK',
      'TN',
      'OP',
      'SK',
      'FS',
      'BS',
      'VB',
      'TT',
    ]);
    expect((s.SportsShowType as JsonObject).enum).toEqual(['FU', 'FT', 'RB', 'FSFT', 'FSFU']);
    expect((s.OddsType as JsonObject).enum).toEqual(['E', 'H', 'I', 'M']);
    const match = Object.keys((s.MatchEntry as JsonObject).properties as JsonObject);
    expect(match).toEqual(
      expect.arrayContaining([
        're_time',
        't_count',
        'isLive',
        'se_now',
        'HalfTime',
        'inningNum',
        'gameStatus',
        'sc_FT_H',
        'sc_FT_C',
        'sc_FT_A',
        'sc_set_H',
        'sc_set_A',
        'sc_game_H',
        'sc_game_A',
      ]),
    );
    const league = Object.keys((s.LeagueEntry as JsonObject).properties as JsonObject);
    expect(league).toEqual(
      expect.arrayContaining(['league_id', 'leagueId', 'isShow', 'isExpand', 'name', 'icon', 'id']),
    );
    const result = new RegExp(String((s.BetResultCode as JsonObject).pattern));
    for (const ok of ['A', 'W', 'LW', 'LL', 'L', 'P', 'D0', 'D9', 'DZ']) expect(ok).toMatch(result);
    for (const bad of ['D', 'X', 'WW', 'Da']) expect(bad).not.toMatch(result);
  });

  it('documents the transport: common headers, token scheme, 30 s timeout and the safe switch', () => {
    const doc = openapi();
    const info = doc.info as JsonObject;
    expect(info['x-timeout-ms']).toBe(30000);
    expect(isObject(info['x-safe-switch'])).toBe(true);
    const params = (doc.components as JsonObject).parameters as Record<string, JsonObject>;
    expect(Object.values(params).map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'siteId',
        'client',
        'uuid',
        'requestId',
        'version',
        'timestamp',
        'Idempotency-Key',
      ]),
    );
    expect(((doc.components as JsonObject).securitySchemes as JsonObject).token).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'token',
    });
  });
});
