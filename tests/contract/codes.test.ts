import { describe, expect, it } from 'vitest';
import { UnknownCodeError } from '../../src/sdk/index';
import { newPact, runCase } from './support/pact';
import { STATE } from './support/states';

const pact = newPact();

describe('site-api: a business code outside the contract', () => {
  it('an unknown code rejects with UnknownCodeError (forward compatibility)', () =>
    runCase(pact, {
      id: 'userMemberInfo',
      state: STATE.unknownCode,
      description: 'userMemberInfo answers an unknown code',
      answer: { status_code: 6998, message: '未知状态', data: null },
      verify: (o) => {
        expect(o.error).toBeInstanceOf(UnknownCodeError);
        expect((o.error as UnknownCodeError).code).toBe(6998);
      },
    }));
});
