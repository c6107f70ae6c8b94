import { describe, it } from 'vitest';
import { newPact, runCase } from './support/pact';
import { STATE } from './support/states';

const pact = newPact();

describe('site-api: promotion', () => {
  it('reads an activity configuration', () =>
    runCase(pact, { id: 'promotionConfig', state: STATE.promotion, loggedIn: false }));
  it('checks eligibility', () =>
    runCase(pact, { id: 'promotionVerification', state: STATE.promotion }));
  it('joins an activity', () =>
    runCase(pact, { id: 'promotionJoinActivity', state: STATE.promotion }));
  it('reads the confirmation before joining', () =>
    runCase(pact, { id: 'promotionConfirmInfo', state: STATE.promotion }));
  it('reads the weekly VIP bonus', () =>
    runCase(pact, { id: 'vipWeekVipWeekInfo', state: STATE.player }));
  it('claims the weekly VIP bonus', () =>
    runCase(pact, { id: 'vipWeekClaim', state: STATE.vipWeek }));
  it('lists gift exchanges', () =>
    runCase(pact, { id: 'activityTopGiftExchangeRecord', state: STATE.player }));
});
