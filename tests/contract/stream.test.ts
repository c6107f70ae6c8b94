import { describe, it } from 'vitest';
import { newPact, runCase } from './support/pact';
import { STATE } from './support/states';

const pact = newPact();

describe('site-api: stream (chat)', () => {
  it('pages the chat history of a room, 15 a page', () =>
    runCase(pact, { id: 'history', state: STATE.chat }));
});
