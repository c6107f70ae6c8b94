import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../domain/messageCatalogues';
import { fail, ok } from '../testing/FakeApi';
import { createTestRoot } from '../testing/createTestRoot';

describe('CaptchaFlow (graphic verification)', () => {
  it('loads the picture of the purpose’s captcha type and resolves with kind 1, its x-code and the text', async () => {
    const t = createTestRoot();
    t.api.on(
      'userRegisterDefaultKaptcha',
      ok({ image: 'data:image/png;base64,AA', 'x-code': 'x-1' }),
    );
    const pending = t.root.session.captcha.request('register');
    expect(t.root.session.captcha.open).toBe(true);
    await t.settle();
    expect(t.api.lastBody('userRegisterDefaultKaptcha')).toEqual({ type: 1 });
    expect(t.root.session.captcha.image).toBe('data:image/png;base64,AA');
    expect(t.root.session.captcha.submitPicture('  ')).toBe(false);
    expect(t.root.session.captcha.error).toBe('captchaRequired');
    expect(t.root.session.captcha.submitPicture('ab12')).toBe(true);
    expect(await pending).toEqual({ kaptchcate: 1, codeId: 'x-1', code: 'ab12' });
    expect(t.root.session.captcha.open).toBe(false);
  });

  it('uses type 4 for login, 2 and 3 for forgot by phone and e-mail', async () => {
    const t = createTestRoot();
    const types: unknown[] = [];
    t.api.on('userRegisterDefaultKaptcha', (body) => {
      types.push((body as { type: number }).type);
      return ok({ image: 'i', 'x-code': 'x' });
    });
    for (const purpose of ['login', 'forgot_phone', 'forgot_email'] as const) {
      void t.root.session.captcha.request(purpose);
      await t.settle();
    }
    expect(types).toEqual([4, 2, 3]);
  });

  it('a picture fetch failure shows the message prefixed 1 and finishes with no result', async () => {
    const t = createTestRoot();
    t.api.on('userRegisterDefaultKaptcha', fail(6011, '请勿频繁提交'));
    const result = await t.root.session.captcha.request('login');
    expect(result).toBeNull();
    expect(t.root.ui.toasts.map((x) => x.content)).toEqual([{ text: '1请勿频繁提交' }]);
    expect(t.root.session.captcha.open).toBe(false);
  });

  it('a picture fetch network failure shows the generic error prefixed 1, as a message key', async () => {
    const t = createTestRoot();
    t.api.on('userRegisterDefaultKaptcha', { network: true });
    expect(await t.root.session.captcha.request('login')).toBeNull();
    const contents = t.root.ui.toasts.map((x) => x.content);
    expect(contents).toEqual([{ key: 'genericErrorPrefixed', params: { prefix: '1' } }]);
    expect(formatMessage('genericErrorPrefixed', { prefix: '1' })).toBe('1服务开小差了,请稍后再试');
  });

  it('the slider is checked by the server (kind 0); a check failure is prefixed 2, a provider failure 6', async () => {
    const t = createTestRoot();
    const slider = {
      lot_number: 'l',
      captcha_output: 'o',
      pass_token: 'p',
      gen_time: '1',
      validate_way: 0 as const,
    };
    t.api.on('userMemberValidateGeeCheck', ok({ kaptchcate: 0, codeId: 'gt-1', code: 'c0' }));
    const first = t.root.session.captcha.request('login', 'slider');
    await t.root.session.captcha.submitSlider(slider);
    expect(await first).toEqual({ kaptchcate: 0, codeId: 'gt-1', code: 'c0' });
    expect(t.api.lastBody('userMemberValidateGeeCheck')).toEqual({ ...slider, type: 4 });

    t.api.on('userMemberValidateGeeCheck', fail(6007, '验证失败'));
    const second = t.root.session.captcha.request('login', 'slider');
    await t.root.session.captcha.submitSlider(slider);
    expect(await second).toBeNull();

    const third = t.root.session.captcha.request('login', 'slider');
    t.root.session.captcha.providerError('网络错误');
    expect(await third).toBeNull();
    expect(t.root.ui.toasts.map((x) => x.content)).toEqual([
      { text: '2验证失败' },
      { text: '6网络错误' },
    ]);
  });

  it('closing resolves with no result; a new request ends the previous one', async () => {
    const t = createTestRoot();
    const a = t.root.session.captcha.request('login', 'slider');
    const b = t.root.session.captcha.request('login', 'slider');
    expect(await a).toBeNull();
    t.root.session.captcha.cancel();
    expect(await b).toBeNull();
  });

  it('one request loads one picture; a reload replaces it; the answer of an ended request is ignored', async () => {
    const t = createTestRoot();
    let issued = 0;
    t.api.on('userRegisterDefaultKaptcha', () => {
      issued += 1;
      return ok({ image: `img-${issued}`, 'x-code': `x-${issued}` });
    });
    const captcha = t.root.session.captcha;
    const first = captcha.request('login');
    const firstId = captcha.requestId;
    await t.settle();
    expect(t.api.callsTo('userRegisterDefaultKaptcha')).toHaveLength(1);
    expect(captcha.codeId).toBe('x-1');
    await captcha.refresh();
    expect(t.api.callsTo('userRegisterDefaultKaptcha')).toHaveLength(2);
    expect(captcha.image).toBe('img-2');
    expect(captcha.submitPicture('ab')).toBe(true);
    expect(await first).toEqual({ kaptchcate: 1, codeId: 'x-2', code: 'ab' });
    expect(captcha.submitPicture('ab')).toBe(false); // settled: checked once
    await captcha.refresh(); // closed: loads nothing
    expect(t.api.callsTo('userRegisterDefaultKaptcha')).toHaveLength(2);

    // a request ended while its picture loads: the late picture is not shown on the next one
    const a = captcha.request('login');
    const b = captcha.request('register');
    expect(captcha.requestId).toBe(firstId + 2);
    expect(await a).toBeNull();
    await t.settle();
    expect(captcha.open).toBe(true);
    expect(captcha.codeId).toBe('x-4');
    captcha.cancel();
    expect(await b).toBeNull();
  });
});
