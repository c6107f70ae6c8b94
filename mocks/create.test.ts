import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSdkCore } from '../src/sdk/core';
import { memoryStorage } from '../src/sdk/device';
import { ApiError, NetworkError, TimeoutError } from '../src/sdk/errors';
import {
  FIXTURE_BASE,
  fixtureOperations,
  type FixtureOperations,
  type FixtureTypes,
} from '../src/sdk/testing/fixture';
import { createMocks, MissingExampleError, type OpenApiDocLike } from './create';

type O = typeof fixtureOperations;
type Data = { [K in keyof O]: unknown } & { info: { name: string; bindPhone: boolean } };

const doc: OpenApiDocLike = {
  paths: {
    '/t/api/v1/login': {
      post: {
        responses: {
          '200': {
            content: {
              'application/json': {
                examples: {
                  success: {
                    value: {
                      status_code: 6000,
                      message: 'Success',
                      data: { token: 'T', userId: 'U' },
                    },
                  },
                  code6002: { value: { status_code: 6002, message: '账号或密码错误', data: null } },
                  device: { $ref: '#/components/examples/DeviceNotPassed' },
                },
              },
            },
          },
        },
      },
    },
    '/t/api/v1/info': {
      post: {
        responses: {
          '200': {
            content: {
              'application/json': {
                example: {
                  status_code: 6000,
                  message: 'Success',
                  data: { name: '张三', bindPhone: true },
                },
              },
            },
          },
        },
      },
    },
  },
  components: {
    examples: {
      DeviceNotPassed: {
        value: { status_code: 6026, message: '设备未通过', data: { phoneNumber: '138****0000' } },
      },
    },
  },
};

const mocks = createMocks<O, Data>(doc, fixtureOperations);
const server = setupServer(...mocks.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const sdk = createSdkCore<FixtureOperations, FixtureTypes>(fixtureOperations, {
  baseUrl: FIXTURE_BASE,
  siteId: '1',
  version: '1.0',
  getToken: () => null,
  storage: memoryStorage(),
});

describe('createMocks over setupServer and the real SDK', () => {
  it('answers every operation by default with its success example data', async () => {
    expect(await sdk.call('login', { name: 'a', password: 'b' })).toEqual({
      token: 'T',
      userId: 'U',
    });
    expect(await sdk.call('info', {})).toEqual({ name: '张三', bindPhone: true });
  });

  it('answers an operation without examples with an empty success', async () => {
    expect(await sdk.call('logout')).toBeNull();
    expect(mocks.handlers).toHaveLength(Object.keys(fixtureOperations).length);
  });

  it('a named example override gives the ApiError of its code', async () => {
    server.use(mocks.mockOperation('login', { example: 'code6002' }));
    await expect(sdk.call('login', { name: 'a', password: 'b' })).rejects.toMatchObject({
      name: 'ApiError',
      code: 6002,
      message: '账号或密码错误',
    });
  });

  it('resolves examples given by $ref', async () => {
    server.use(mocks.mockOperation('login', { example: 'device' }));
    const error = await sdk.call('login', { name: 'a', password: 'b' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 6026, data: { phoneNumber: '138****0000' } });
  });

  it('a { code, message } override gives that ApiError', async () => {
    server.use(mocks.mockOperation('info', { code: 6013, message: '维护中' }));
    await expect(sdk.call('info', {})).rejects.toMatchObject({ code: 6013, message: '维护中' });
  });

  it('a { data } override answers success with that data', async () => {
    server.use(mocks.mockOperation('info', { data: { name: '李四', bindPhone: false } }));
    expect(await sdk.call('info', {})).toEqual({ name: '李四', bindPhone: false });
  });

  it('networkError gives NetworkError', async () => {
    server.use(mocks.mockOperation('info', { networkError: true }));
    await expect(sdk.call('info', {})).rejects.toBeInstanceOf(NetworkError);
  });

  it('delay holds the answer back (here past the SDK timeout)', async () => {
    server.use(mocks.mockOperation('info', { delay: 200 }));
    await expect(sdk.call('info', {}, { timeoutMs: 50 })).rejects.toBeInstanceOf(TimeoutError);
    server.use(mocks.mockOperation('info', { delay: 10 }));
    expect(await sdk.call('info', {}, { timeoutMs: 1000 })).toEqual({
      name: '张三',
      bindPhone: true,
    });
  });

  it('a resolver override answers as it likes', async () => {
    server.use(
      mocks.mockOperation('list', {
        resolver: async ({ request }) => {
          const body = (await request.json()) as { page: number };
          return Response.json({
            status_code: 6000,
            message: 'Success',
            data: { items: [`page ${body.page}`] },
          });
        },
      }),
    );
    expect(await sdk.call('list', { page: 3 }, { cache: false })).toEqual({ items: ['page 3'] });
  });

  it('an unknown example name fails where the mock is declared', () => {
    expect(() => mocks.mockOperation('login', { example: 'nope' })).toThrow(MissingExampleError);
    expect(mocks.exampleNames('login')).toEqual(['success', 'code6002', 'device']);
  });

  it('matches GET operations with query strings', async () => {
    server.use(mocks.mockOperation('banks', { data: { banks: ['工商银行'] } }));
    expect(await sdk.call('banks', { type: '1' })).toEqual({ banks: ['工商银行'] });
  });
});
