import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/sdk/index';
import { newPact, runCase } from './support/pact';
import { STATE } from './support/states';

const pact = newPact();

describe('site-api: funds', () => {
  describe('deposit', () => {
    it('lists the deposit channels', () =>
      runCase(pact, { id: 'paymentTypes', state: STATE.verifiedPlayer }));
    it('answers 6449 without a real name: ApiError and a bind_real_name event with the message', () =>
      runCase(pact, {
        id: 'paymentTypes',
        state: STATE.noRealName,
        example: 'code6449',
        verify: (o, h) => {
          expect(o.error).toBeInstanceOf(ApiError);
          expect((o.error as ApiError).code).toBe(6449);
          const event = h.events.find((e) => e.type === 'bind_real_name');
          expect(event).toMatchObject({
            type: 'bind_real_name',
            message: (o.error as ApiError).message,
          });
        },
      }));
    it('polls a deposit order', () =>
      runCase(pact, { id: 'paymentGetDepositOrderStatus', state: STATE.pendingDeposit }));
    it('creates a deposit order with an idempotency key', () =>
      runCase(pact, { id: 'paymentPay', state: STATE.verifiedPlayer }));
    it('refuses a deposit over the daily deposit limit with 6012', () =>
      runCase(pact, {
        id: 'paymentPay',
        state: STATE.depositLimit,
        example: 'code6012',
        verify: (o) => {
          expect(o.error).toBeInstanceOf(ApiError);
          expect((o.error as ApiError).code).toBe(6012);
        },
      }));
    it('closes a deposit order', () =>
      runCase(pact, { id: 'paymentCloseOrder', state: STATE.pendingDeposit }));
    it('creates the postscript code', () =>
      runCase(pact, { id: 'paymentCreateSignalCode', state: STATE.pendingDeposit }));
    it('reads the deposit customer service', () =>
      runCase(pact, { id: 'paymentGetCustomerInfo', state: STATE.player }));
  });

  describe('balance and transfers', () => {
    it('reads the centre wallet balance', () =>
      runCase(pact, { id: 'transferGetBalance', state: STATE.richPlayer }));
    it('transfers to a venue with an idempotency key', () =>
      runCase(pact, { id: 'transferUtcTransfer', state: STATE.richPlayer }));
    it('reads the USDT rate', () =>
      runCase(pact, { id: 'transferGetTransferRate', state: STATE.player }));
    it('lists transactions', () =>
      runCase(pact, { id: 'transactionsQueryDealRecord', state: STATE.pendingDeposit }));
    it('lists virtual currencies', () =>
      runCase(pact, { id: 'vCurrencyList', state: STATE.player }));
  });

  describe('withdrawal', () => {
    it('reads a withdrawal order', () =>
      runCase(pact, { id: 'withdrawWithdrawOrderInfo', state: STATE.withdrawOrder }));
    it('reads the withdrawal limits', () =>
      runCase(pact, { id: 'withdrawBaseCfgList', state: STATE.player }));
    it('reads what can be withdrawn', () =>
      runCase(pact, { id: 'withdrawWithdrawInfo', state: STATE.richPlayer }));
    it('reads the USDT withdrawal info', () =>
      runCase(pact, { id: 'withdrawUsdtWithdrawInfo', state: STATE.richPlayer }));
    it('requests a withdrawal with an idempotency key', () =>
      runCase(pact, { id: 'withdrawNew', state: STATE.richPlayer }));
    it('lists the bound accounts (GET)', () =>
      runCase(pact, { id: 'bankCardQueryMemberBanksInfoList', state: STATE.richPlayer }));
    it('lists the banks that can be added (GET)', () =>
      runCase(pact, { id: 'bankCardWithdrawAddList', state: STATE.verifiedPlayer }));
  });

  describe('withdrawal accounts (x-designed)', () => {
    it('saves a bank card in the bound real name', () =>
      runCase(pact, { id: 'bankCardSave', state: STATE.verifiedPlayer }));
    it('makes an account the default of its kind', () =>
      runCase(pact, { id: 'bankCardSetDefault', state: STATE.verifiedPlayer }));
    it('removes an account', () =>
      runCase(pact, { id: 'bankCardRemove', state: STATE.verifiedPlayer }));
  });
});
