import { describe, it } from 'vitest';
import { newPact, runCase } from './support/pact';
import { STATE } from './support/states';

const pact = newPact();

describe('site-api: letter (inbox)', () => {
  it('counts unread messages by type', () =>
    runCase(pact, { id: 'siteLetterGetUnreadForType', state: STATE.letter }));
  it('lists messages of a type', () =>
    runCase(pact, { id: 'siteLetterList', state: STATE.letter }));
  it('marks a message read', () => runCase(pact, { id: 'siteLetterRead', state: STATE.letter }));
  it('deletes messages', () => runCase(pact, { id: 'siteLetterDelete', state: STATE.letter }));
  it('marks every message read', () =>
    runCase(pact, { id: 'siteLetterOnekeyRead', state: STATE.letter }));
});
