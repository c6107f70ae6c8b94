import { describe, expect, it } from 'vitest';
import {
  formatErrors,
  isObject,
  operations,
  requestSchemaPointer,
  responseSchemaPointer,
  validatorAt,
  type JsonObject,
} from './support/contract';

type Examples = Record<string, { value?: unknown }>;
const examplesOf = (media: unknown): Examples =>
  isObject(media) && isObject(media.examples) ? (media.examples as Examples) : {};
const requestExampleOf = (op: JsonObject): JsonObject => {
  const media = ((op.requestBody as JsonObject).content as JsonObject)['application/json'];
  return structuredClone(examplesOf(media).default?.value) as JsonObject;
};
const responseMedia = (op: JsonObject) =>
  (((op.responses as JsonObject)['200'] as JsonObject).content as JsonObject)[
    'application/json'
  ] as JsonObject;

describe('OpenAPI examples (mocks and stories pick them by name)', { timeout: 60_000 }, () => {
  it('every operation has a `success` example and one `codeNNNN` example per code of x-business-codes', () => {
    for (const { id, op } of operations()) {
      const names = Object.keys(examplesOf(responseMedia(op)));
      const codes = op['x-business-codes'] as number[];
      expect(names, id).toContain('success');
      expect(names.filter((n) => n.startsWith('code')).sort(), id).toEqual(
        codes.map((c) => `code${c}`).sort(),
      );
      for (const [name, ex] of Object.entries(examplesOf(responseMedia(op)))) {
        const value = ex.value as JsonObject;
        if (name.startsWith('code'))
          expect(value.status_code, `${id} ${name}`).toBe(Number(name.slice(4)));
        else expect(value.status_code, `${id} ${name}`).toBe(6000);
      }
    }
  });

  it('operations that need a login all list 6001 (login expired)', () => {
    for (const { id, op } of operations()) {
      const isPublic =
        Array.isArray(op.security) &&
        op.security.some((s) => isObject(s) && Object.keys(s).length === 0);
      if (!isPublic) expect(op['x-business-codes'], id).toContain(6001);
    }
  });

  it('every response example is valid for the answer schema of its operation', () => {
    let checked = 0;
    for (const e of operations()) {
      const validate = validatorAt(responseSchemaPointer(e));
      for (const [name, ex] of Object.entries(examplesOf(responseMedia(e.op)))) {
        expect(validate(ex.value), `${e.id} ${name}: ${formatErrors(validate)}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(91 * 2);
  });

  it('every request example is valid for the request schema of its operation', () => {
    for (const e of operations()) {
      const pointer = requestSchemaPointer(e);
      if (!pointer) continue;
      const media = ((e.op.requestBody as JsonObject).content as JsonObject)['application/json'];
      const examples = Object.entries(examplesOf(media));
      expect(examples.length, e.id).toBeGreaterThan(0);
      const validate = validatorAt(pointer);
      for (const [name, ex] of examples)
        expect(validate(ex.value), `${e.id} ${name}: ${formatErrors(validate)}`).toBe(true);
    }
  });

  it('the answer schemas reject what the contract forbids', () => {
    const login = operations().find((o) => o.id === 'userLogin');
    if (!login) throw new Error('no userLogin');
    const validate = validatorAt(responseSchemaPointer(login));
    // success without the token
    expect(validate({ status_code: 6000, message: '成功', data: { userId: '1' } })).toBe(false);
    // a code outside the BusinessCode enum
    expect(validate({ status_code: 6999, message: '?', data: null })).toBe(false);
    // a failure with the masked phone of the risk codes
    expect(
      validate({ status_code: 6026, message: '新设备', data: { phoneNumber: '138****5678' } }),
    ).toBe(true);
    const req = validatorAt(requestSchemaPointer(login) ?? '');
    // the password travels as a SHA-256 hex digest, never in clear
    expect(req({ name: 'player01', password: 'secret123', kaptchcate: 1 })).toBe(false);
    const register = operations().find((o) => o.id === 'userRegister');
    if (!register) throw new Error('no userRegister');
    const reg = validatorAt(requestSchemaPointer(register) ?? '');
    const base = requestExampleOf(register.op);
    expect(reg(base)).toBe(true);
    // section 5: 4-11 characters, first a letter, at least 2 letters and 1 digit
    for (const name of ['a1234', '1abc1', 'abcd', 'abcdefgh1234', 'ab_12'])
      expect(reg({ ...base, name }), name).toBe(false);
  });
});
