import { describe, expect, it } from 'vitest';
import { fail, ok } from '../testing/FakeApi';
import { createTestRoot } from '../testing/createTestRoot';
import { checkLimitText, isIncrease } from './ResponsibleStore';

const SETTINGS = {
  depositDaily: 1000,
  depositWeekly: null,
  depositMonthly: null,
  lossDaily: null,
  realityCheck: 30,
  pending: [],
  usage: { depositDay: 0, depositWeek: 0, depositMonth: 0, lossDay: 0 },
};

function responsibleRoot(realityCheck = 30) {
  const t = createTestRoot({ token: 'tok-1' });
  t.api.on('userResponsibleInfo', ok({ ...SETTINGS, realityCheck }));
  let balance = 1000;
  t.api.on('transferGetBalance', () => ok({ centerWalletBalance: balance }));
  return { ...t, setBalance: (b: number) => (balance = b) };
}

describe('responsible play: limit texts', () => {
  it('reads empty as no limit and refuses what is not a whole number of yuan in range', () => {
    expect(checkLimitText('')).toEqual({ ok: true, value: null });
    expect(checkLimitText(' 500 ')).toEqual({ ok: true, value: 500 });
    expect(checkLimitText('12.5')).toEqual({ ok: false, error: 'notWhole' });
    expect(checkLimitText('abc')).toEqual({ ok: false, error: 'notWhole' });
    expect(checkLimitText('-5')).toEqual({ ok: false, error: 'negative' });
    expect(checkLimitText('0')).toEqual({ ok: false, error: 'range' });
    expect(checkLimitText('10000001')).toEqual({ ok: false, error: 'range' });
  });

  it('tells an increase (or removal) from a decrease', () => {
    expect(isIncrease(1000, 2000)).toBe(true);
    expect(isIncrease(1000, null)).toBe(true);
    expect(isIncrease(1000, 500)).toBe(false);
    expect(isIncrease(null, 500)).toBe(false);
    expect(isIncrease(1000, 1000)).toBe(false);
  });
});

describe('ResponsibleStore', () => {
  it('saves the limits and replaces the settings with the answer', async () => {
    const t = responsibleRoot();
    const answer = { ...SETTINGS, depositDaily: 500, realityCheck: 60 };
    t.api.on('userResponsibleLimits', ok(answer));
    const r = await t.root.member.responsible.saveLimits({
      depositDaily: 500,
      depositWeekly: null,
      depositMonthly: null,
      lossDaily: null,
      realityCheck: 60,
    });
    expect(r).toEqual({ ok: true });
    expect(t.api.lastBody('userResponsibleLimits')).toMatchObject({
      depositDaily: 500,
      realityCheck: 60,
    });
    expect(t.root.member.responsible.settings.data).toEqual(answer);
  });

  it('answers a refusal with the server message', async () => {
    const t = responsibleRoot();
    t.api.on('userResponsibleLimits', fail(6007, '限额需为1至10000000之间的整数'));
    const r = await t.root.member.responsible.saveLimits({
      depositDaily: 0,
      depositWeekly: null,
      depositMonthly: null,
      lossDaily: null,
      realityCheck: 0,
    });
    expect(r).toMatchObject({ ok: false, code: 6007, message: '限额需为1至10000000之间的整数' });
  });

  it('a time-out clears the session and goes home', async () => {
    const t = responsibleRoot();
    t.api.on(
      'userResponsiblePause',
      ok({ kind: 'timeout', until: '2026-01-02 08:00:00', untilMs: 1 }),
    );
    const r = await t.root.member.responsible.pause('24h');
    expect(r).toEqual({ ok: true, until: '2026-01-02 08:00:00' });
    expect(t.api.lastBody('userResponsiblePause')).toEqual({ period: '24h' });
    expect(t.root.session.isLoggedIn).toBe(false);
    expect(t.emitted).toContainEqual({ type: 'navigate', to: '/' });
  });

  it('opens the reality check after the interval with time played and net result; continue waits another interval', async () => {
    const t = responsibleRoot(30);
    const rp = t.root.member.responsible;
    const stop = rp.watch();
    await t.settle();
    expect(rp.startBalance).toBe(1000);
    t.setBalance(850.5);
    t.clock.advance(29 * 60_000);
    await t.settle();
    expect(rp.due).toBeNull();
    t.clock.advance(60_000);
    await t.settle();
    expect(rp.due).toEqual({ minutes: 30, net: -149.5 });
    rp.continuePlaying();
    expect(rp.due).toBeNull();
    t.clock.advance(30 * 60_000);
    await t.settle();
    expect(rp.due).toEqual({ minutes: 60, net: -149.5 });
    stop();
  });

  it("starts from start-up's balance: a check that begins while start-up's balance call is under way joins it instead of asking again", async () => {
    const t = responsibleRoot(30);
    const startUp = t.root.wallet.refreshBalance();
    const stop = t.root.member.responsible.watch();
    await startUp;
    await t.settle();
    expect(t.api.callsTo('transferGetBalance')).toHaveLength(1);
    expect(t.root.member.responsible.startBalance).toBe(1000);
    stop();
  });

  it('asks for the balance itself when none is known and none is being asked', async () => {
    const t = responsibleRoot(30);
    const stop = t.root.member.responsible.watch();
    await t.settle();
    expect(t.api.callsTo('transferGetBalance')).toHaveLength(1);
    expect(t.root.member.responsible.startBalance).toBe(1000);
    stop();
  });

  it('stays quiet when the check is off, and log out from the check ends the session', async () => {
    const t = responsibleRoot(0);
    t.api.on('userLogout', ok(null));
    const rp = t.root.member.responsible;
    const stop = rp.watch();
    await t.settle();
    t.clock.advance(120 * 60_000);
    await t.settle();
    expect(rp.due).toBeNull();
    rp.setInterval(60);
    t.clock.advance(60 * 60_000);
    await t.settle();
    expect(rp.due?.minutes).toBe(180);
    await rp.logoutNow();
    expect(rp.due).toBeNull();
    expect(t.root.session.isLoggedIn).toBe(false);
    expect(t.api.callsTo('userLogout')).toHaveLength(1);
    stop();
  });
});
