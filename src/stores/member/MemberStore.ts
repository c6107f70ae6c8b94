// The member centre's data: profile and avatar, the security bindings (phone, e-mail, real name,
// second password), VIP grades and rebates, the VIP weekly bonus, gift exchange and its records.
// Actions answer a MemberResult: the screens turn the failure's code into their own Chinese text
// (6015-6017, 6034-6038, 6066) or show the server's message.
import type { Delivery } from '../../domain/delivery';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  DEFAULT_AREA,
  validateEmail,
  validatePassword,
  validatePhone,
  validateRealName,
  validateRepeatPassword,
  validateVerificationCode,
  validateWithdrawPassword,
  type CountryArea,
  type MessageKey,
} from '../../domain';
import type { OperationResponseData } from '../../sdk/operations.generated';
import type { RootStore } from '../RootStore';
import { Loadable, PagedList } from '../load/Loadable';
import { errorCode, errorText, isHandledGlobally, readNumber } from '../util';
import { sendCodeTwo, type CodeSend } from '../session/sendCodeTwo';
import { FeedbackStore } from './FeedbackStore';
import { MaskedData } from './MaskedData';
import { ResponsibleStore } from './ResponsibleStore';
import { AVATAR_TYPES, checkImage, type PickedFile } from './images';

export { AVATAR_MAX_BYTES, AVATAR_TYPES, checkImage, type PickedFile } from './images';

export type MemberResult =
  { ok: true } | { ok: false; code: number | null; message: MessageKey | string; field?: string };

export type Avatar = OperationResponseData<'userMemberAvatarList'>[number];
export type VipGrade = OperationResponseData<'userMemberMemberGradeConfigList'>[number];
export type VipProgress = OperationResponseData<'userMemberVipProgress'>;
export type RebateRule = OperationResponseData<'userMemberGetGameFanshuiHighLow'>[number];
export type VipWeek = OperationResponseData<'vipWeekVipWeekInfo'>;
export type ExchangeRecord = OperationResponseData<'activityTopGiftExchangeRecord'>['list'][number];
export type GiftCatalogue = OperationResponseData<'activityTopGiftGiftList'>;
export type Gift = GiftCatalogue['list'][number];

/** What the codes of sendCode/two mean (type). */
export const CODE_TYPE = { phone: '5', email: '6', loginPwd: '7', withdrawPwd: '8' } as const;

/** How a logged-in member proves it is them to change the login password. */
export type PasswordProof =
  | { way: 'old'; oldPassword: string }
  | { way: 'phone'; code: string }
  | { way: 'email'; code: string };

function failure(error: unknown): MemberResult {
  return { ok: false, code: errorCode(error), message: errorText(error) };
}

function invalid(message: MessageKey, field: string): MemberResult {
  return { ok: false, code: null, message, field };
}

/** Completion of the profile in percent: avatar chosen, gender, birthday, real name, phone, e-mail, card, second password. */
export function profileCompletion(info: Record<string, unknown> | null): number {
  if (!info) return 0;
  const checks = [
    typeof info['avatar'] === 'string' && !String(info['avatar']).endsWith('/1.png'),
    info['gender'] === 1 || info['gender'] === 2,
    typeof info['birthday'] === 'string' && info['birthday'] !== '',
    info['bindRealName'] === true,
    info['bindPhone'] === true,
    info['bindEmail'] === true,
    info['bindBankCard'] === true,
    info['bindSecondPassword'] === true,
  ];
  return Math.round((checks.filter(Boolean).length / checks.length) * 100);
}

export class MemberStore {
  readonly avatars: Loadable<Avatar[]>;
  readonly areas: Loadable<CountryArea[]>;
  readonly grades: Loadable<VipGrade[]>;
  /** The server's figures of the way to the next grade (userMemberVipProgress). */
  readonly vipProgress: Loadable<VipProgress>;
  readonly rebates: Loadable<RebateRule[]>;
  readonly vipWeek: Loadable<VipWeek>;
  readonly exchangeRecords: PagedList<ExchangeRecord>;
  /** The gift catalogue with the member's points balance. */
  readonly gifts: Loadable<GiftCatalogue>;
  readonly feedback: FeedbackStore;
  /** 博彩责任: limits, time-out, self-exclusion and the reality check. */
  readonly responsible: ResponsibleStore;
  /** The masked phone, e-mail and real name revealed on request (the DD_ cache). */
  readonly masked: MaskedData;
  /** A submission under way (one a time in the member centre). */
  busy: string | null = null;

  constructor(private readonly root: RootStore) {
    this.avatars = new Loadable(() => root.call('userMemberAvatarList', {}));
    this.areas = new Loadable(async () => {
      const list = await root.call('siteCountryAreaQueryCountryArea', { area: '' });
      return list.length > 0 ? list : [DEFAULT_AREA];
    });
    this.grades = new Loadable(() => root.call('userMemberMemberGradeConfigList', {}));
    this.vipProgress = new Loadable(() => root.call('userMemberVipProgress', {}));
    this.rebates = new Loadable(() => root.call('userMemberGetGameFanshuiHighLow', {}));
    this.vipWeek = new Loadable(() => root.call('vipWeekVipWeekInfo', {}));
    this.exchangeRecords = new PagedList(async (pageNum, pageSize) => {
      const data = await root.call('activityTopGiftExchangeRecord', { pageNum, pageSize });
      return { list: data.list, total: data.total };
    }, 10);
    this.gifts = new Loadable(() => root.call('activityTopGiftGiftList', {}));
    this.feedback = new FeedbackStore(root);
    this.responsible = new ResponsibleStore(root);
    this.masked = new MaskedData(root);
    makeAutoObservable<MemberStore, 'root' | 'gradeInfos'>(this, {
      root: false,
      avatars: false,
      areas: false,
      grades: false,
      vipProgress: false,
      rebates: false,
      vipWeek: false,
      exchangeRecords: false,
      gifts: false,
      feedback: false,
      responsible: false,
      masked: false,
      gradeInfos: false,
    });
  }

  /** The member info of the session (member/info). */
  get info(): Record<string, unknown> | null {
    return this.root.session.userInfo;
  }

  get grade(): number {
    return readNumber(this.info, 'grade') ?? 0;
  }

  get completion(): number {
    return profileCompletion(this.info);
  }

  get securityLevel(): number {
    return readNumber(this.info, 'securityLevel') ?? 0;
  }

  /** The player's grade and the next one of the ladder (null at the top). */
  get currentGrade(): VipGrade | null {
    return this.grades.data?.find((g) => g.grade === this.grade) ?? null;
  }

  get nextGrade(): VipGrade | null {
    return this.grades.data?.find((g) => g.grade === this.grade + 1) ?? null;
  }

  refresh(): Promise<boolean> {
    return this.root.session.fetchUserInfo().catch(() => false);
  }

  // ---- profile ------------------------------------------------------------------------------

  /** Completes the profile; fields already set cannot change (the server refuses with 6009). */
  async completeProfile(input: {
    gender?: 1 | 2;
    birthday?: string;
    nickName?: string;
  }): Promise<MemberResult> {
    return this.run('profile', () => this.root.call('userMemberBindOther', input));
  }

  async chooseAvatar(avatarId: number): Promise<MemberResult> {
    return this.run('avatar', () => this.root.call('userMemberAddAvatar', { avatarId }));
  }

  /** Uploads a picked image (type and size checked first) and makes it the avatar. */
  async uploadAvatar(file: PickedFile): Promise<MemberResult & { url?: string }> {
    const problem = checkImage(file);
    if (problem) return { ok: false, code: null, message: problem, field: 'avatar' };
    let url = '';
    const result = await this.run('avatar', async () => {
      const contentType = file.type as (typeof AVATAR_TYPES)[number];
      const uploaded = await this.root.call('userUploadUploadImage', {
        fileName: file.name,
        contentType,
        base64: await file.base64(),
      });
      url = uploaded.url;
      await this.root.call('userMemberAddAvatar', { url });
    });
    return result.ok ? { ok: true, url } : result;
  }

  // ---- security -----------------------------------------------------------------------------

  /** Bind phone, step 1: the number against the area's regex, the picture captcha, then the SMS code. */
  async requestPhoneCode(area: CountryArea, phone: string): Promise<MemberResult> {
    const checked = validatePhone(phone, area);
    if (!checked.ok) return invalid(checked.message, 'phone');
    return this.sendCode(CODE_TYPE.phone, checked.value, area.areaCode);
  }

  async bindPhone(area: CountryArea, phone: string, code: string): Promise<MemberResult> {
    const checked = validatePhone(phone, area);
    if (!checked.ok) return invalid(checked.message, 'phone');
    const c = validateVerificationCode(code);
    if (!c.ok) return invalid(c.message, 'code');
    return this.run('phone', () =>
      this.root.call('userMemberBindPhone', {
        phone: checked.value,
        areaCode: area.areaCode,
        code: c.value,
      }),
    );
  }

  async requestEmailCode(email: string): Promise<MemberResult> {
    const checked = validateEmail(email);
    if (!checked.ok) return invalid(checked.message, 'email');
    return this.sendCode(CODE_TYPE.email, checked.value);
  }

  async bindEmail(email: string, code: string): Promise<MemberResult> {
    const checked = validateEmail(email);
    if (!checked.ok) return invalid(checked.message, 'email');
    const c = validateVerificationCode(code);
    if (!c.ok) return invalid(c.message, 'code');
    return this.run('email', () =>
      this.root.call('userMemberBindEmail', { email: checked.value, code: c.value }),
    );
  }

  /** The real name (section 5 validator); cannot change once saved. */
  async bindRealName(name: string): Promise<MemberResult> {
    const checked = validateRealName(name);
    if (!checked.ok) return invalid(checked.message, 'realName');
    return this.run('realName', () =>
      this.root.call('userMemberBindOther', { realName: checked.value }),
    );
  }

  /** The real name from the deposit page (bindFromDeposit); the channels load after it. */
  async bindFromDeposit(name: string): Promise<MemberResult> {
    const checked = validateRealName(name);
    if (!checked.ok) return invalid(checked.message, 'realName');
    return this.run('realName', () =>
      this.root.call('userMemberBindFromDeposit', { realName: checked.value }),
    );
  }

  /** The second (withdrawal) password, first time: 6 digits (validateWithdrawPassword). */
  async setSecondPassword(password: string, confirm: string): Promise<MemberResult> {
    const p = validateWithdrawPassword(password);
    if (!p.ok) return invalid(p.message, 'secondPassword');
    if (password !== confirm) return invalid('passwordMismatch', 'confirmPassword');
    return this.run('secondPassword', async () => {
      const hash = await this.root.crypto.hashPassword(password);
      await this.root.call('userWithdrawalPwdSet', {
        secondPassword: hash,
        confirmPassword: hash,
      });
    });
  }

  /** Change of the second password: a code sent to the bound phone. */
  requestSecondPasswordCode(): Promise<MemberResult> {
    return this.sendCode(CODE_TYPE.withdrawPwd);
  }

  async changeSecondPassword(
    code: string,
    password: string,
    confirm: string,
  ): Promise<MemberResult> {
    const c = validateVerificationCode(code);
    if (!c.ok) return invalid(c.message, 'code');
    const p = validateWithdrawPassword(password);
    if (!p.ok) return invalid(p.message, 'secondPassword');
    if (password !== confirm) return invalid('passwordMismatch', 'confirmPassword');
    return this.run('secondPassword', async () => {
      await this.root.call('userWithdrawalPwdReset', {
        cate: '0',
        code: c.value,
        secondPassword: await this.root.crypto.hashPassword(password),
      });
    });
  }

  // ---- login password -----------------------------------------------------------------------

  /** Change of the login password, step 1 by phone or e-mail: a code sent to the bound one. */
  requestLoginPasswordCode(way: 'phone' | 'email'): Promise<MemberResult> {
    return this.sendCode(CODE_TYPE.loginPwd, undefined, undefined, way === 'email' ? '1' : '0');
  }

  /**
   * Changes the login password (register rules of section 5, repeated the same): with the old
   * password (bindPassword) or a code of the bound phone (bindPasswordByPhone) or e-mail
   * (bindPasswordByEmail). The server logs out every other session of the member; this one stays.
   * Success sends password_change_success (the header's password reminder goes).
   */
  async changeLoginPassword(
    proof: PasswordProof,
    password: string,
    confirm: string,
  ): Promise<MemberResult> {
    if (proof.way === 'old') {
      const old = validatePassword(proof.oldPassword, 'login');
      if (!old.ok) return invalid('oldPasswordRequired', 'oldPassword');
    } else {
      const c = validateVerificationCode(proof.code);
      if (!c.ok) return invalid(c.message, 'code');
    }
    const p = validatePassword(password, 'reset');
    if (!p.ok) return invalid(p.message, 'password');
    if (confirm === '') return invalid('confirmPasswordRequired', 'confirmPassword');
    const r = validateRepeatPassword(confirm, password);
    if (!r.ok) return invalid(r.message, 'confirmPassword');
    if (proof.way === 'old' && proof.oldPassword === password)
      return invalid('samePassword', 'password');
    const result = await this.run('loginPassword', async () => {
      const hash = await this.root.crypto.hashPassword(password);
      if (proof.way === 'old') {
        const oldPassword = await this.root.crypto.hashPassword(proof.oldPassword);
        await this.root.call('userMemberBindPassword', { oldPassword, password: hash });
      } else if (proof.way === 'phone') {
        await this.root.call('userMemberBindPasswordByPhone', { code: proof.code, password: hash });
      } else {
        await this.root.call('userMemberBindPasswordByEmail', { code: proof.code, password: hash });
      }
    });
    if (result.ok) this.root.events.emit({ type: 'password_change_success' });
    return result;
  }

  /**
   * sendCode/two behind the picture captcha (sendCodeTwo): ok only when the code was sent. A
   * refused picture answers the server's reason (6021 图形验证码错误), closing the captcha at
   * once captchaCancelled; neither starts a countdown.
   */
  private async sendCode(
    type: (typeof CODE_TYPE)[keyof typeof CODE_TYPE],
    target?: string,
    areaCode?: string,
    cate: '0' | '1' = type === CODE_TYPE.email ? '1' : '0',
  ): Promise<MemberResult> {
    let outcome: CodeSend = { sent: false, reason: null, code: null };
    const result = await this.run(
      'code',
      async () => {
        outcome = await sendCodeTwo(this.root, {
          cate,
          type,
          ...(target ? { target } : {}),
          ...(areaCode ? { areaCode } : {}),
        });
      },
      false,
    );
    if (!result.ok || outcome.sent) return result;
    return outcome.reason
      ? { ok: false, code: outcome.code, message: outcome.reason }
      : { ok: false, code: null, message: 'captchaCancelled' };
  }

  // ---- VIP and welfare ------------------------------------------------------------------------

  private readonly gradeInfos = new Map<number, Loadable<VipGrade>>();

  /** One grade's benefits as the server states them now (memberGradeInfoByGrade, cached). */
  gradeInfo(grade: number): Loadable<VipGrade> {
    let info = this.gradeInfos.get(grade);
    if (!info) {
      info = new Loadable(() => this.root.call('userMemberMemberGradeInfoByGrade', { grade }));
      this.gradeInfos.set(grade, info);
    }
    return info;
  }

  /** The VIP page's data; the progress read upgrades a member whose thresholds are met, so the
   * member info is read after it. */
  loadVip(): Promise<unknown> {
    return Promise.all([
      this.grades.ensure(),
      this.rebates.ensure(),
      this.vipProgress.load().then(() => this.refresh()),
    ]);
  }

  /** Claims the VIP weekly bonus (one a week; the idempotency key is kept for a retry). */
  private claimKey: string | null = null;

  async claimWeekly(): Promise<MemberResult> {
    this.claimKey ??= this.root.sdk.newIdempotencyKey();
    const key = this.claimKey;
    const result = await this.run('claim', () =>
      this.root.call('vipWeekClaim', {}, { idempotencyKey: key }),
    );
    if (result.ok || result.code !== null) this.claimKey = null;
    if (result.ok) {
      void this.vipWeek.load();
      void this.root.wallet.refreshBalance();
    }
    return result;
  }

  // ---- gift exchange ------------------------------------------------------------------------

  /** The key of an exchange not yet answered (kept for a retry of the same gift and delivery). */
  private exchangeKey: { intent: string; key: string } | null = null;

  /** Exchanges points for one gift sent to `delivery` (checked by the screen with
   * checkDelivery); reloads the catalogue (balance, stock) after success. */
  async exchangeGift(giftId: number, delivery: Delivery): Promise<MemberResult> {
    const intent = JSON.stringify([giftId, delivery]);
    if (this.exchangeKey?.intent !== intent)
      this.exchangeKey = { intent, key: this.root.sdk.newIdempotencyKey() };
    const key = this.exchangeKey.key;
    const result = await this.run(
      'exchange',
      () =>
        this.root.call('activityTopGiftExchange', { giftId, delivery }, { idempotencyKey: key }),
      false,
    );
    if (result.ok || result.code !== null) this.exchangeKey = null;
    if (result.ok || result.code === 6303) void this.gifts.load();
    return result;
  }

  // ---- shared -------------------------------------------------------------------------------

  /** Runs a submission: refreshes the member info after success, answers a MemberResult. */
  private async run(
    what: string,
    action: () => Promise<unknown>,
    refreshAfter = true,
  ): Promise<MemberResult> {
    this.busy = what;
    try {
      await action();
      if (refreshAfter) await this.refresh();
      return { ok: true };
    } catch (error) {
      if (isHandledGlobally(error)) return { ok: false, code: errorCode(error), message: '' };
      return failure(error);
    } finally {
      runInAction(() => {
        this.busy = null;
      });
    }
  }
}
