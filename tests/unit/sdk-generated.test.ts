import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate, operationIdOf, OUTPUTS } from '../../scripts/gen-sdk';
import { openapi, repoRoot } from './support/contract';

describe('generated SDK files', { timeout: 60_000 }, () => {
  it('the committed schema.d.ts, operations.generated.ts and the dist bundle equal a fresh `npm run gen`', async () => {
    const fresh = await generate(repoRoot);
    const committedSchema = readFileSync(path.join(repoRoot, OUTPUTS.schema), 'utf8');
    const committedOps = readFileSync(path.join(repoRoot, OUTPUTS.operations), 'utf8');
    const bundlePath = path.join(repoRoot, OUTPUTS.bundle);
    expect(existsSync(bundlePath), `${OUTPUTS.bundle} is missing: run npm run gen`).toBe(true);
    expect(
      readFileSync(bundlePath, 'utf8') === fresh.bundle,
      `${OUTPUTS.bundle} is stale: run npm run gen`,
    ).toBe(true);
    // Compare as booleans first so a stale file fails with a one-line message, not a 300 kB diff.
    expect(committedSchema === fresh.schema, `${OUTPUTS.schema} is stale: run npm run gen`).toBe(
      true,
    );
    expect(
      committedOps === fresh.operations,
      `${OUTPUTS.operations} is stale: run npm run gen`,
    ).toBe(true);
  }, 60_000);

  it('the bundle keeps no external $ref (every reference points inside the document)', () => {
    const refs = JSON.stringify(openapi()).match(/"\$ref":"[^"]*"/g) ?? [];
    expect(refs.length).toBeGreaterThan(100);
    expect(refs.filter((r) => !r.startsWith('"$ref":"#/'))).toEqual([]);
  });

  it('derives operation ids as the lowerCamel join of the segments after /api/v1/ (CONTRIBUTING table)', () => {
    expect(operationIdOf('/site/api/v1/user/login')).toBe('userLogin');
    expect(operationIdOf('/site/api/v1/user/member/info')).toBe('userMemberInfo');
    expect(operationIdOf('/site/api/v1/user/forgetByPhone/one')).toBe('userForgetByPhoneOne');
    expect(operationIdOf('/fd/api/v1/transfer/getBalance')).toBe('transferGetBalance');
    expect(operationIdOf('/fd/api/v1/bankCard/withdraw/add/list')).toBe('bankCardWithdrawAddList');
    expect(operationIdOf('/game/api/v1/venue/launch')).toBe('venueLaunch');
    expect(operationIdOf('/stream/api/v1/history')).toBe('history');
  });
});
