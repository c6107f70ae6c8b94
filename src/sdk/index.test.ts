import { describe, expect, expectTypeOf, it } from 'vitest';
import { Code, isKnownCode } from './codes';
import { memoryStorage } from './device';
import { HEADER } from './headers';
import {
  createSdk,
  isVerificationNeeded,
  type OperationArgs,
  type OperationData,
  type OperationResult,
  type Sdk,
  type VerificationNeeded,
} from './index';
import { businessCodes } from './operations.generated';
import type { components } from './schema';

type S = components['schemas'];

describe('the SDK surface over the contract', () => {
  it('types the data of an operation from schema.d.ts', () => {
    expectTypeOf<OperationData<'userLogin'>>().toEqualTypeOf<S['UserLoginData']>();
    expectTypeOf<OperationResult<'userLogin'>>().toEqualTypeOf<
      S['UserLoginData'] | VerificationNeeded
    >();
    expectTypeOf<OperationResult<'userMemberInfo'>>().toEqualTypeOf<S['UserMemberInfoData']>();
  });

  it('requires an idempotency key in the type of money-moving calls only', () => {
    expectTypeOf<OperationArgs<'transferUtcTransfer'>[1]>()
      .toHaveProperty('idempotencyKey')
      .toEqualTypeOf<string>();
    expectTypeOf<OperationArgs<'userMemberInfo'>>().toEqualTypeOf<
      [body?: S['EmptyRequest'], options?: import('./types').CallOptions]
    >();
  });

  it('lets the body of empty-request and GET operations be left out', () => {
    const sdk = createSdk({
      siteId: '1',
      version: '1.0',
      getToken: () => null,
      storage: memoryStorage(),
    });
    // type-level only: these calls compile (they are never awaited against a server)
    const calls: ((s: Sdk) => Promise<unknown>)[] = [
      (s) => s.call('userMemberInfo'),
      (s) => s.call('bankCardWithdrawAddList'),
    ];
    expect(calls).toHaveLength(2);
    expect(typeof sdk.newIdempotencyKey()).toBe('string');
  });

  it('knows every code of the BusinessCode enum and nothing else', () => {
    for (const code of businessCodes) expect(isKnownCode(code)).toBe(true);
    expect(isKnownCode(6018)).toBe(false);
    expect(isKnownCode(Code.BindRealName)).toBe(true);
  });

  it('sends the header names of the contract', () => {
    expect(HEADER).toMatchObject({
      siteId: 'siteId',
      uuid: 'uuid',
      idempotencyKey: 'Idempotency-Key',
    });
  });

  it('isVerificationNeeded narrows a verifiable result', () => {
    const r: OperationResult<'userLogin'> = {
      kind: 'verification',
      code: 6022,
      message: '请完成快速验证',
      data: null,
    };
    expect(isVerificationNeeded(r)).toBe(true);
    expect(isVerificationNeeded({ token: 't', userId: 'u' })).toBe(false);
  });
});
