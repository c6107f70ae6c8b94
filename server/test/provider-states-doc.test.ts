// docs/provider-states.md is the list a backend team builds its state-change endpoint from: every
// provider state the pacts ask for must be in it, described, and the committed file must be what
// `npm run provider-states` writes from pacts/ and server/pact/states.ts today.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STATES_DOC, handlerDescriptions, providerStatesDoc } from '../pact/states-doc.ts';
import { pactStates } from '../pact/verify.ts';

const committed = readFileSync(STATES_DOC, 'utf8');
const states = pactStates().map((s) => s.name);

describe('docs/provider-states.md', () => {
  it('has a section for every provider state of pacts/', () => {
    const headings = new Set(
      committed
        .split('\n')
        .filter((l) => l.startsWith('### '))
        .map((l) => l.slice(4)),
    );
    expect(states.length).toBeGreaterThan(0);
    expect(
      states.filter((s) => !headings.has(s)),
      'states missing: run npm run provider-states',
    ).toEqual([]);
  });

  it('describes every state by the doc comment of its handler in server/pact/states.ts', () => {
    const described = handlerDescriptions();
    expect(
      states.filter((s) => (described.get(s) ?? '').length < 20),
      'states without a doc comment above their handler (what the provider must make true)',
    ).toEqual([]);
  });

  it('is what npm run provider-states writes today', async () => {
    expect(committed, 'docs/provider-states.md is stale: run npm run provider-states').toBe(
      await providerStatesDoc(),
    );
  });
});
