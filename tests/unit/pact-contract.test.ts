import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  formatErrors,
  isObject,
  openapi,
  operations,
  repoRoot,
  requestSchemaPointer,
  responseSchemaPointer,
  validatorAt,
  type JsonObject,
} from './support/contract';
import { STATE } from '../contract/support/states';

interface Interaction {
  description: string;
  providerStates?: { name: string }[];
  request: {
    method: string;
    path: string;
    headers?: Record<string, string[]>;
    body?: { content?: unknown };
  };
  response: { status: number; body?: { content?: unknown } };
}

const pactDir = path.join(repoRoot, 'pacts');
const pactFiles = readdirSync(pactDir).filter((f) => f.endsWith('.json'));
const interactions: Interaction[] = pactFiles.flatMap(
  (f) =>
    (JSON.parse(readFileSync(path.join(pactDir, f), 'utf8')) as { interactions: Interaction[] })
      .interactions,
);
const enumCodes = new Set(
  ((openapi().components as JsonObject).schemas as Record<string, JsonObject>).BusinessCode
    ?.enum as number[],
);
const opFor = (i: Interaction) =>
  operations().find(
    (o) => o.method === i.request.method.toLowerCase() && o.path === i.request.path,
  );
const codeOf = (i: Interaction) =>
  isObject(i.response.body?.content)
    ? (i.response.body.content as JsonObject).status_code
    : undefined;

describe('pacts/*.json agree with the OpenAPI contract', { timeout: 60_000 }, () => {
  it('the committed pact is web -> site-api, Pact V4', () => {
    expect(pactFiles).toEqual(['web-site-api.json']);
    const pact = JSON.parse(
      readFileSync(path.join(pactDir, 'web-site-api.json'), 'utf8'),
    ) as JsonObject;
    expect(pact.consumer).toEqual({ name: 'web' });
    expect(pact.provider).toEqual({ name: 'site-api' });
    expect(((pact.metadata as JsonObject).pactSpecification as JsonObject).version).toBe('4.0');
  });

  it('every interaction is an operation of the contract, with a provider state and a unique description', () => {
    const descriptions = new Set<string>();
    for (const i of interactions) {
      expect(opFor(i), `${i.description}: ${i.request.method} ${i.request.path}`).toBeDefined();
      // a state the provider knows (a renamed state leaves a stale interaction: delete the pact and rerun)
      expect(Object.values(STATE), i.description).toContain(i.providerStates?.[0]?.name);
      const key = `${i.description} | ${i.providerStates?.[0]?.name ?? ''}`;
      expect(descriptions.has(key), key).toBe(false);
      descriptions.add(key);
      expect(i.response.status, i.description).toBe(200);
    }
  });

  it('every request body is valid for its operation, and only money-moving requests carry an Idempotency-Key', () => {
    for (const i of interactions) {
      const e = opFor(i);
      if (!e) continue;
      const pointer = requestSchemaPointer(e);
      const body = i.request.body?.content;
      if (pointer && body !== undefined) {
        const validate = validatorAt(pointer);
        expect(validate(body), `${i.description}: ${formatErrors(validate)}`).toBe(true);
      } else {
        expect(body, `${i.description}: the operation takes no body`).toBeUndefined();
      }
      const methods = e.op['x-money-moving-methods'] as string[] | undefined;
      const moves =
        e.op['x-money-moving'] === true &&
        (!methods ||
          (isObject(body) && typeof body.method === 'string' && methods.includes(body.method)));
      const headers = Object.keys(i.request.headers ?? {}).map((h) => h.toLowerCase());
      expect(headers.includes('idempotency-key'), `${i.description}: Idempotency-Key`).toBe(moves);
      expect(headers, i.description).toEqual(
        expect.arrayContaining(['siteid', 'client', 'uuid', 'version', 'timestamp']),
      );
    }
  });

  it('every response body is valid for its operation; a code outside the enum only in the declared unknown-code probe', () => {
    const probes: Interaction[] = [];
    for (const i of interactions) {
      const e = opFor(i);
      if (!e) continue;
      const body = i.response.body?.content;
      if (!enumCodes.has(codeOf(i) as number)) {
        probes.push(i);
        expect(
          i.description,
          'only the unknown-code probe may answer a code outside BusinessCode',
        ).toMatch(/unknown code/);
        continue;
      }
      const validate = validatorAt(responseSchemaPointer(e));
      expect(validate(body), `${i.description}: ${formatErrors(validate)}`).toBe(true);
      const code = codeOf(i) as number;
      if (code !== 6000)
        expect(e.op['x-business-codes'], `${i.description}: code ${code} not listed`).toContain(
          code,
        );
    }
    expect(probes).toHaveLength(1);
  });

  it('covers every operation, and every business code the client branches on', () => {
    const covered = new Set(interactions.map((i) => opFor(i)?.id));
    expect(
      operations()
        .filter((o) => !covered.has(o.id))
        .map((o) => o.id),
    ).toEqual([]);
    const codes = new Set(interactions.map(codeOf));
    for (const c of [
      6000, 6001, 6011, 6021, 6022, 6025, 6026, 6027, 6028, 6029, 6302, 6413, 6449, 6501,
    ]) {
      expect(codes.has(c), `code ${c}`).toBe(true);
    }
    // every venueResource method has an interaction
    const methods = new Set(
      interactions
        .filter((i) => opFor(i)?.id === 'venueResource')
        .map((i) => (i.request.body?.content as JsonObject | undefined)?.method),
    );
    expect([...methods].sort()).toEqual([
      'betRecords',
      'cashOut',
      'cashOutQuote',
      'leagues',
      'matches',
      'odds',
      'placeBet',
    ]);
  });
});
