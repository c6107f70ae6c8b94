// Texts of the header's password reminder (loaded with the reminder, both scripts).
import { defineTexts } from '../../../i18n/screenTexts';

export const reminderTexts = defineTexts(
  {
    label: '登录密码提醒',
    text: '您的登录密码已超过90天未修改,为了账户安全,建议您修改登录密码',
    short: '登录密码已超过90天未修改',
    change: '去修改',
    close: '关闭提醒',
  },
  {
    label: '登入密碼提醒',
    text: '您的登入密碼已超過90天未修改,為了帳戶安全,建議您修改登入密碼',
    short: '登入密碼已超過90天未修改',
    change: '去修改',
    close: '關閉提醒',
  },
);
