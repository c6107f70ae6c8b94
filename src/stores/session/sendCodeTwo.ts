// Every code the member centre and the cashier send (bind phone, bind e-mail, withdraw password
// by phone or e-mail) goes through here: userSendCodeTwo behind the picture captcha. The call is
// x-verifiable, so a refused picture (6021 图形验证码错误, 6022) comes back as a value, not an
// error: it is never a sent code. The captcha opens again with a fresh picture and the server's
// reason; closing it answers that reason, so the get-code button starts no countdown.
import type { OperationRequestBody } from '../../sdk/operations.generated';
import { isVerification } from '../api';
import type { RootStore } from '../RootStore';

export type CodeTwoBody = Omit<
  OperationRequestBody<'userSendCodeTwo'>,
  'kaptchcate' | 'codeId' | 'imageCode'
>;

/** Sent; or not, with the server's reason for the last refused picture (null: closed at once). */
export type CodeSend = { sent: true } | { sent: false; reason: string | null; code: number | null };

/** Pictures a player may get in one request before it stops with the last reason. */
export const MAX_PICTURES = 5;

/** Sends the code once the server accepts a picture. Other failures throw (ApiError ...). */
export async function sendCodeTwo(root: RootStore, body: CodeTwoBody): Promise<CodeSend> {
  let reason: string | null = null;
  let code: number | null = null;
  for (let i = 0; i < MAX_PICTURES; i++) {
    const captcha = await root.session.captcha.request('login', 'picture', reason);
    if (!captcha) return { sent: false, reason, code };
    const answer = await root.call('userSendCodeTwo', {
      ...body,
      kaptchcate: captcha.kaptchcate,
      codeId: captcha.codeId,
      imageCode: captcha.code,
    });
    if (!isVerification(answer)) return { sent: true };
    reason = answer.message;
    code = answer.code;
  }
  return { sent: false, reason, code };
}
