// Texts of the real-name form on the deposit page (binding from deposit).
import { defineTexts } from '../../../i18n/screenTexts';

export const bindFromDepositTexts = defineTexts(
  {
    title: '存款前请完善真实姓名',
    hint: '为保障资金安全,存款人姓名须与您的真实姓名一致;真实姓名须与取款银行卡持卡人一致,提交后不可修改。',
    realName: '真实姓名',
    placeholder: '请输入与银行卡一致的真实姓名',
    submit: '提交后继续存款',
    saved: '真实姓名已认证,请继续存款',
  },
  {
    title: '存款前請完善真實姓名',
    hint: '為保障資金安全,存款人姓名須與您的真實姓名一致;真實姓名須與取款銀行卡持卡人一致,提交後不可修改。',
    realName: '真實姓名',
    placeholder: '請輸入與銀行卡一致的真實姓名',
    submit: '提交後繼續存款',
    saved: '真實姓名已認證,請繼續存款',
  },
);
