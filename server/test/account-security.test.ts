// A logged-in member changes the login password (old password, or a phone / e-mail code): the
// other sessions end, this one stays. Masked values are revealed only to their owner, limited per
// hour, and never the phone number while the site hides real numbers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../auth.ts';
import { DEV_PREFIX } from '../dev.ts';
import { SHARED_ADDRESS_LIMITS } from '../security/config.ts';
import { newPlayer, startHarness, type Harness } from './harness.ts';

async function outboxCode(h: Harness, target: string): Promise<string> {
  const res = await h.app.inject({
    method: 'GET',
    url: `${DEV_PREFIX}/outbox?target=${encodeURIComponent(target)}`,
  });
  const first = res.json<{ data: Array<{ code: string }> }>().data[0];
  if (!first) throw new Error(`no code sent to ${target}`);
  return first.code;
}

async function setFlag(h: Harness, name: string, value: number): Promise<void> {
  await h.db.query(
    `UPDATE site_docs SET value = jsonb_set(value::jsonb, $1, $2::jsonb) WHERE key = 'config'`,
    [`{flags,${name}}`, JSON.stringify(value)],
  );
}

describe('account security', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ limits: { ...SHARED_ADDRESS_LIMITS, revealsPerMemberPerHour: 3 } });
  }, 60_000);
  afterAll(async () => h.close());

  it('bindPassword: a wrong old password is 6002; the right one changes it, ends the other sessions and keeps this one', async () => {
    await newPlayer(h, 'pwch001');
    const here = await h.login('pwch001', 'abcd1234');
    const elsewhere = await h.login('pwch001', 'abcd1234');
    const wrong = await h.call(
      'userMemberBindPassword',
      { oldPassword: sha256Hex('wrong123'), password: sha256Hex('new12345') },
      { token: here },
    );
    expect(wrong.status_code).toBe(6002);
    const ok = await h.call(
      'userMemberBindPassword',
      { oldPassword: sha256Hex('abcd1234'), password: sha256Hex('new12345') },
      { token: here },
    );
    expect(ok.status_code).toBe(6000);
    expect((await h.call('userMemberInfo', {}, { token: here })).status_code).toBe(6000);
    expect((await h.call('userMemberInfo', {}, { token: elsewhere })).status_code).toBe(6001);
    const oldLogin = await h.call('userLogin', {
      name: 'pwch001',
      password: sha256Hex('abcd1234'),
      kaptchcate: 4,
    });
    expect(oldLogin.status_code).toBe(6002);
    expect(await h.login('pwch001', 'new12345')).toMatch(/.+/);
  });

  it('bindPasswordByPhone: the code sent to the bound phone (sendCode/two type 7) changes the password', async () => {
    await newPlayer(h, 'pwch002');
    const token = await h.login('pwch002', 'abcd1234');
    await h.db.query("UPDATE members SET phone = '13800002222' WHERE name = 'pwch002'");
    const other = await h.login('pwch002', 'abcd1234');
    const sent = await h.call(
      'userSendCodeTwo',
      { type: '7', cate: '0', kaptchcate: 4 },
      { token },
    );
    expect(sent.status_code).toBe(6000);
    const wrong = await h.call(
      'userMemberBindPasswordByPhone',
      { code: '000000', password: sha256Hex('new12345') },
      { token },
    );
    expect(wrong.status_code).toBe(6036);
    const code = await outboxCode(h, '13800002222');
    const ok = await h.call(
      'userMemberBindPasswordByPhone',
      { code, password: sha256Hex('new12345') },
      { token },
    );
    expect(ok.status_code).toBe(6000);
    expect((await h.call('userMemberInfo', {}, { token })).status_code).toBe(6000);
    expect((await h.call('userMemberInfo', {}, { token: other })).status_code).toBe(6001);
  });

  it('member info masks the real name; singleDataDecryption reveals the own values only, limited per hour', async () => {
    await newPlayer(h, 'reveal01', { realName: '王小明' });
    await newPlayer(h, 'reveal02', { realName: '李雷' });
    await h.db.query("UPDATE members SET phone = '13800003333' WHERE name = 'reveal01'");
    const token = await h.login('reveal01', 'abcd1234');
    const info = await h.call('userMemberInfo', {}, { token });
    expect(info.data).toMatchObject({ realName: '王**', phone: '138****3333' });
    const name = await h.call(
      'commonSingleDataDecryption',
      { type: 'realName', data: '李*' },
      { token },
    );
    // whatever the masked text sent, the answer is the caller's own
    expect(name.data).toEqual({ data: '王小明', flag: true });
    const phone = await h.call(
      'commonSingleDataDecryption',
      { type: 'phone', data: 'x' },
      { token },
    );
    expect(phone.data).toMatchObject({ data: '13800003333' });
    const email = await h.call(
      'commonSingleDataDecryption',
      { type: 'email', data: 'x' },
      { token },
    );
    expect(email.status_code).toBe(6303);
    const tooMany = await h.call(
      'commonSingleDataDecryption',
      { type: 'realName', data: 'x' },
      { token },
    );
    expect(tooMany.status_code).toBe(6011);
    expect(
      (await h.call('commonSingleDataDecryption', { type: 'realName', data: 'x' })).status_code,
    ).toBe(6001);
  });

  it('hiddenRealNumber: the phone number is refused (6003), the other values still revealed', async () => {
    await newPlayer(h, 'reveal03', { realName: '韩梅梅' });
    await h.db.query("UPDATE members SET phone = '13800004444' WHERE name = 'reveal03'");
    const token = await h.login('reveal03', 'abcd1234');
    await setFlag(h, 'hiddenRealNumber', 1);
    try {
      const phone = await h.call(
        'commonSingleDataDecryption',
        { type: 'phone', data: 'x' },
        { token },
      );
      expect(phone.status_code).toBe(6003);
      const name = await h.call(
        'commonSingleDataDecryption',
        { type: 'realName', data: 'x' },
        { token },
      );
      expect(name.data).toMatchObject({ data: '韩梅梅' });
    } finally {
      await setFlag(h, 'hiddenRealNumber', 0);
    }
  });

  // last: it moves the shared clock 91 days on
  it('passwordChangeAdvised: false for a new password, true 90 days on, false again once changed', async () => {
    await newPlayer(h, 'advice01');
    const fresh = await h.login('advice01', 'abcd1234');
    expect((await h.call('userMemberInfo', {}, { token: fresh })).data).toMatchObject({
      passwordChangeAdvised: false,
    });
    h.clock.advance(91 * 86_400_000);
    const token = await h.login('advice01', 'abcd1234');
    expect((await h.call('userMemberInfo', {}, { token })).data).toMatchObject({
      passwordChangeAdvised: true,
    });
    await h.call(
      'userMemberBindPassword',
      { oldPassword: sha256Hex('abcd1234'), password: sha256Hex('new12345') },
      { token },
    );
    expect((await h.call('userMemberInfo', {}, { token })).data).toMatchObject({
      passwordChangeAdvised: false,
    });
  });
});
