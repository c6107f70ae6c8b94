import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/sdk/index';
import { newPact, runCase } from './support/pact';
import { STATE } from './support/states';

const pact = newPact();

describe('site-api: feedback', () => {
  it('submits a feedback', () =>
    runCase(pact, { id: 'userFeedbackAddFeedBack', state: STATE.player }));
  it('answers 6011 when feedback is submitted again too soon', () =>
    runCase(pact, {
      id: 'userFeedbackAddFeedBack',
      state: STATE.frequentFeedback,
      example: 'code6011',
      verify: (o) => {
        expect(o.error).toBeInstanceOf(ApiError);
        expect((o.error as ApiError).code).toBe(6011);
      },
    }));
  it('counts unread replies', () =>
    runCase(pact, { id: 'userFeedbackUnreadNum', state: STATE.feedback }));
  it('lists bets to attach', () =>
    runCase(pact, { id: 'userFeedbackQueryMemberBetList', state: STATE.player }));
  it('lists deposit reward configurations', () =>
    runCase(pact, { id: 'userFeedbackQuerySiteDepositRewardConfigList', state: STATE.player }));
  it('lists feedback threads', () =>
    runCase(pact, { id: 'userFeedbackGetFeedBackList', state: STATE.feedback }));
  it('reads one thread with its replies', () =>
    runCase(pact, { id: 'userFeedbackGetFeedbackInfo', state: STATE.feedback }));
  it('deletes a thread', () =>
    runCase(pact, { id: 'userFeedbackDelFeedback', state: STATE.feedback }));
});
