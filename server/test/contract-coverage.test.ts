import { describe, expect, it } from 'vitest';
import { handlers } from '../handlers/index.ts';
import { testContract } from './harness.ts';

describe('the contract and the handler map', () => {
  const contract = testContract();

  it('has a handler for every operation of the bundle', () => {
    const missing = contract.operations.map((o) => o.id).filter((id) => !(id in handlers));
    expect(missing).toEqual([]);
    expect(contract.operations.length).toBeGreaterThan(90);
  });

  it('has no handler for an operation the bundle does not define', () => {
    const ids = new Set(contract.operations.map((o) => o.id));
    expect(Object.keys(handlers).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('compiles a request and a response validator for every operation', () => {
    expect(() => contract.compileAll()).not.toThrow();
  });
});
