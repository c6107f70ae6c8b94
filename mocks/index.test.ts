import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { memoryStorage } from '../src/sdk/device';
import { ApiError, createSdk, NetworkError, UnknownCodeError } from '../src/sdk/index';
import { operationCodes, operations, type OperationId } from '../src/sdk/operations.generated';
import { exampleData, exampleOf, handlers, mockOperation, type ExampleName } from './index';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const events: unknown[] = [];
const sdk = createSdk({
  baseUrl: 'http://127.0.0.1:3000',
  siteId: '1',
  version: '1.0',
  getToken: () => 'tok',
  storage: memoryStorage(),
  onEvent: (e) => events.push(e),
});

describe('contract mocks with the real SDK', () => {
  it('has one handler per operation of the contract', () => {
    expect(handlers).toHaveLength(Object.keys(operations).length);
  });

  it('answers the success example data by default', async () => {
    const login = await sdk.call('userLogin', {
      isAgent: 0,
      name: 'player01',
      password: 'x',
      kaptchcate: 1,
      codeId: 'c',
      code: '1',
      version: '1.0',
    } as never);
    expect(login).toEqual(exampleData('userLogin'));
    expect(login).toMatchObject({ token: expect.any(String), userId: expect.any(String) });
    expect(await sdk.call('userMemberInfo', {})).toEqual(exampleData('userMemberInfo'));
  });

  it('answers GET operations (no body) from their examples too', async () => {
    expect(await sdk.call('bankCardQueryMemberBanksInfoList')).toEqual(
      exampleData('bankCardQueryMemberBanksInfoList'),
    );
  });

  it('every operation answers its success example through the SDK', async () => {
    const ids = Object.keys(operations) as OperationId[];
    for (const id of ids) {
      const meta = operations[id];
      const body = meta.method === 'get' ? undefined : {};
      const options = meta.moneyMoving ? { idempotencyKey: sdk.newIdempotencyKey() } : undefined;
      const call = sdk.call as (
        id: OperationId,
        body: unknown,
        options?: unknown,
      ) => Promise<unknown>;
      await expect(call(id, body, options), id).resolves.toEqual(exampleData(id));
    }
  });

  it('every x-business-codes example answers through the SDK as spec section 8 says', async () => {
    const call = sdk.call as (
      id: OperationId,
      body: unknown,
      options?: unknown,
    ) => Promise<unknown>;
    let checked = 0;
    for (const id of Object.keys(operations) as OperationId[]) {
      const meta = operations[id];
      for (const code of operationCodes[id]) {
        const name = `code${code}` as ExampleName<typeof id>;
        const example = exampleOf(id, name);
        expect(example.status_code, `${id}/${name}`).toBe(code);
        server.use(mockOperation(id, { example: name } as never));
        const options = meta.moneyMoving ? { idempotencyKey: 'k-12345678' } : undefined;
        const outcome = await call(id, meta.method === 'get' ? undefined : {}, options).then(
          (value) => ({ value }),
          (error: unknown) => ({ error }),
        );
        if ((code === 6021 || code === 6022) && meta.verifiable) {
          expect(outcome, `${id}/${name}`).toEqual({
            value: { kind: 'verification', code, message: example.message, data: example.data },
          });
        } else {
          expect('error' in outcome && outcome.error, `${id}/${name}`).toBeInstanceOf(ApiError);
          expect(outcome, `${id}/${name}`).toMatchObject({
            error: { code, message: example.message },
          });
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('an example override gives the ApiError with that code and message', async () => {
    server.use(mockOperation('userLogin', { example: 'code6002' }));
    const error = await sdk.call('userLogin', {} as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 6002,
      message: exampleOf('userLogin', 'code6002').message,
    });
  });

  it('a { code, message } override gives that ApiError', async () => {
    server.use(
      mockOperation('transferGetBalance', { code: 6005, message: '服务开小差了,请稍后再试' }),
    );
    await expect(sdk.call('transferGetBalance', {} as never)).rejects.toMatchObject({
      code: 6005,
      message: '服务开小差了,请稍后再试',
    });
  });

  it('verification examples come back as values on verifiable operations', async () => {
    server.use(mockOperation('userLogin', { example: 'code6021' }));
    expect(await sdk.call('userLogin', {} as never)).toMatchObject({
      kind: 'verification',
      code: 6021,
    });
  });

  it('a code outside the enum gives UnknownCodeError', async () => {
    server.use(mockOperation('userMemberInfo', { code: 1234 }));
    await expect(sdk.call('userMemberInfo', {})).rejects.toBeInstanceOf(UnknownCodeError);
  });

  it('networkError gives NetworkError', async () => {
    server.use(mockOperation('userMemberInfo', { networkError: true }));
    await expect(sdk.call('userMemberInfo', {})).rejects.toBeInstanceOf(NetworkError);
  });

  it('a money-moving mock receives the idempotency key', async () => {
    let seen: string | null = null;
    server.use(
      mockOperation('transferUtcTransfer', {
        resolver: ({ request }) => {
          seen = request.headers.get('Idempotency-Key');
          return Response.json(exampleOf('transferUtcTransfer'));
        },
      }),
    );
    const key = sdk.newIdempotencyKey();
    await sdk.call('transferUtcTransfer', {} as never, { idempotencyKey: key });
    expect(seen).toBe(key);
  });

  it('types example names from the contract', () => {
    expectTypeOf<'success' | 'code6002'>().toExtend<ExampleName<'userLogin'>>();
    expectTypeOf<ExampleName<'userLogin'>>().not.toEqualTypeOf<string>();
    // @ts-expect-error not an example of userLogin (and it throws at run time too)
    expect(() => mockOperation('userLogin', { example: 'code9999' })).toThrow(
      /no example "code9999"/,
    );
  });
});
