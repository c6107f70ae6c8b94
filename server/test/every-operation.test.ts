// Every operation called with the request example of the contract, logged in as demo01:
// no answer is a server error, and every answer (checked against the operation's response
// schema in dev mode) conforms to the contract.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';

type Json = Record<string, unknown>;

function requestExample(h: Harness, id: string): unknown {
  const op = h.contract.operation(id);
  if (!op) return {};
  const item = (h.contract.doc.paths as Json)[op.path] as Json;
  const raw = item[op.method.toLowerCase()] as Json;
  const body = h.contract.deref(raw.requestBody) as Json | undefined;
  const content = body?.content as Json | undefined;
  const json = content?.['application/json'] as Json | undefined;
  if (!json) return {};
  const examples = json.examples as Json | undefined;
  if (examples) {
    const first = h.contract.deref(Object.values(examples)[0]) as Json;
    return first.value;
  }
  if (json.example !== undefined) return json.example;
  const schema = h.contract.deref(json.schema) as Json;
  return schema.example ?? (Array.isArray(schema.examples) ? schema.examples[0] : {});
}

describe('every operation with its contract example', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness();
    token = await h.login();
  }, 60_000);
  afterAll(async () => h.close());

  it('answers every operation without a server error or a contract violation', async () => {
    const problems: string[] = [];
    for (const op of h.contract.operations) {
      if (op.id === 'userLogout') continue;
      const body = requestExample(h, op.id);
      const r = await h.call(op.id, body, { token, idempotencyKey: `every-${op.id}-0001` });
      if (r.status_code === 6005 || (r.status_code === 6004 && r.message.startsWith('未实现')))
        problems.push(`${op.id}: ${r.status_code} ${r.message}`);
    }
    expect(h.app.services.contractViolations).toEqual([]);
    expect(problems).toEqual([]);
  }, 120_000);
});
