/**
 * A small made-up contract for the SDK's own tests (not API paths of the product), in the shape
 * of `operations.generated.ts`: an operations map and the body/data type of each operation.
 */
import type { OperationsMap } from '../types';

export interface FixtureTypes {
  login: { body: { name: string; password: string }; data: { token: string; userId: string } };
  info: { body: Record<string, never>; data: { name: string; bindPhone: boolean } };
  transfer: { body: { amount: string }; data: { orderId: string } };
  list: { body: { page: number }; data: { items: string[] } };
  logout: { body: Record<string, never>; data: null };
  banks: { body: { type?: string }; data: { banks: string[] } };
  resource: { body: { method: string; stake?: string }; data: { ok: boolean } };
}

export const fixtureOperations = {
  login: { path: '/t/api/v1/login', method: 'post', verifiable: true },
  info: { path: '/t/api/v1/info', method: 'post' },
  transfer: { path: '/t/api/v1/transfer', method: 'post', moneyMoving: true },
  list: { path: '/t/api/v1/list', method: 'post', cacheable: true },
  logout: { path: '/t/api/v1/logout', method: 'post' },
  banks: { path: '/t/api/v1/banks', method: 'get' },
  resource: {
    path: '/t/api/v1/resource',
    method: 'post',
    moneyMoving: true,
    moneyMovingMethods: ['placeBet'],
  },
} as const satisfies OperationsMap;

export type FixtureOperations = typeof fixtureOperations;

export const FIXTURE_BASE = 'http://127.0.0.1:9';
