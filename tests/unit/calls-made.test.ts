// Every call of the spec (../shared/spec/calls.txt) is made by the product: some store, screen
// or app module names its operation id (code names operations by id, CONTRIBUTING.md). The SDK's
// generated table, tests, stories, fixtures and test doubles do not count.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { operationIdOf } from '../../scripts/gen-sdk';
import { readSpecList, repoRoot } from './support/contract';

const PRODUCT_DIRS = ['src/app', 'src/stores', 'src/screens', 'src/components'];
const NOT_PRODUCT =
  /(\.test\.tsx?|\.stories\.tsx?|[/\\]testing[/\\].*|storyData\.ts|storyBook\.ts|Fixtures?\.ts)$/;

function productFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...productFiles(full));
    else if (/\.tsx?$/.test(name) && !NOT_PRODUCT.test(full)) out.push(full);
  }
  return out;
}

/** The operation ids of calls.txt that no product module names. */
export function callsNotMade(): string[] {
  const ids = readSpecList('calls.txt').map((line) => operationIdOf(line.split(/\s+/)[1] ?? ''));
  const source = PRODUCT_DIRS.flatMap((d) => productFiles(path.join(repoRoot, d)))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  return ids.filter((id) => !new RegExp(`['"\`]${id}['"\`]`).test(source));
}

describe('every call of the spec is made by the product', () => {
  it('names each of the 91 operations of calls.txt in a store, screen or app module', () => {
    expect(readSpecList('calls.txt')).toHaveLength(91);
    expect(callsNotMade()).toEqual([]);
  });
});
