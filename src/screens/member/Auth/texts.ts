// Texts of the login-password change (安全认证) and of the eye button that reveals a masked
// phone, e-mail or real name (安全认证, 个人资料).
import { defineTexts, useTexts } from '../../../i18n/screenTexts';

const zhCN = {
  reveal: {
    show: '查看完整{{what}}',
    hide: '隐藏完整{{what}}',
    phone: '手机号码',
    email: '邮箱',
    realName: '真实姓名',
  },
  loginPwd: {
    title: '登录密码',
    change: '修改登录密码',
    hint: '修改后,其他设备上的登录将被退出',
    way: '验证方式',
    byOld: '原密码',
    byPhone: '手机验证码',
    byEmail: '邮箱验证码',
    old: '原密码',
    oldPlaceholder: '请输入原密码',
    phoneHint: '验证码将发送至已绑定的手机 {{phone}}',
    emailHint: '验证码将发送至已绑定的邮箱 {{email}}',
    code: '验证码',
    codePlaceholder: '请输入验证码',
    codeSent: '验证码已发送',
    newPwd: '新密码',
    confirm: '确认新密码',
    placeholder: '8-12位字母+数字组合',
    submit: '确认修改',
    cancel: '取消',
    saved: '登录密码修改成功,其他设备上的登录已退出',
  },
};

export const securityTexts = defineTexts(zhCN, {
  reveal: {
    show: '檢視完整{{what}}',
    hide: '隱藏完整{{what}}',
    phone: '手機號碼',
    email: '信箱',
    realName: '真實姓名',
  },
  loginPwd: {
    title: '登入密碼',
    change: '修改登入密碼',
    hint: '修改後,其他裝置上的登入將被退出',
    way: '驗證方式',
    byOld: '原密碼',
    byPhone: '手機驗證碼',
    byEmail: '信箱驗證碼',
    old: '原密碼',
    oldPlaceholder: '請輸入原密碼',
    phoneHint: '驗證碼將傳送至已繫結的手機 {{phone}}',
    emailHint: '驗證碼將傳送至已繫結的信箱 {{email}}',
    code: '驗證碼',
    codePlaceholder: '請輸入驗證碼',
    codeSent: '驗證碼已傳送',
    newPwd: '新密碼',
    confirm: '確認新密碼',
    placeholder: '8-12位字母+數字組合',
    submit: '確認修改',
    cancel: '取消',
    saved: '登入密碼修改成功,其他裝置上的登入已退出',
  },
});

export const useSecurityTexts = () => useTexts(securityTexts);
