// The withdraw password: set it when there is none, change it with the old one
// (userWithdrawalPwdUpdate), or reset it with a code sent to the bound phone or e-mail
// (userSendCodeTwo type 8, userWithdrawalPwdEmailCheck, userWithdrawalPwdReset).
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Button } from '../../../components/Button/Button';
import { CountdownButton } from '../../../components/CountdownButton/CountdownButton';
import { Dialog } from '../../../components/Dialog/Dialog';
import { Input } from '../../../components/Input/Input';
import { PasswordInput } from '../../../components/PasswordInput/PasswordInput';
import { Tabs } from '../../../components/Tabs/Tabs';
import { LIMITS, validateWithdrawPassword } from '../../../domain';
import { useRootStore } from '../../../stores';
import { Muted, Notice, useCashier, useCashierTexts, useServerMessage } from '../parts';

type Via = 'phone' | 'email';
export type PasswordMode = 'set' | 'change' | 'reset';

const TITLE = { set: 'setTitle', change: 'changeTitle', reset: 'resetTitle' } as const;
const DONE = { set: 'saved', change: 'changed', reset: 'reset' } as const;

export const PasswordDialog = observer(function PasswordDialog({
  mode,
  open,
  onOpenChange,
}: {
  mode: PasswordMode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const root = useRootStore();
  const cashier = useCashier();
  const text = useCashierTexts();
  const serverText = useServerMessage();
  const [via, setVia] = useState<Via>('phone');
  const [old, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [code, setCode] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setOld('');
    setPassword('');
    setConfirm('');
    setCode('');
    setErrors({});
    setServerError(null);
  };

  const sendCode = async (): Promise<boolean> => {
    setServerError(null);
    const r = await cashier.sendPasswordCode(via);
    if (r.ok) root.ui.success(text.pwd.codeSent);
    else setServerError(serverText(r.message));
    return r.ok;
  };

  const submit = async () => {
    const next: Record<string, string | null> = {};
    const pin = (value: string) => {
      const checked = validateWithdrawPassword(value);
      return checked.ok ? null : serverText(checked.message);
    };
    if (mode === 'change') next.old = pin(old);
    next.password = pin(password);
    if (confirm !== password) next.confirm = text.pwd.mismatch;
    if (mode === 'reset') {
      if (!code.trim()) next.code = text.pwd.codeRequired;
      if (via === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()))
        next.email = text.pwd.emailInvalid;
    }
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    const r =
      mode === 'set'
        ? await cashier.setWithdrawPassword(password)
        : mode === 'change'
          ? await cashier.changeWithdrawPassword(old, password)
          : await cashier.resetWithdrawPassword({
              via,
              code: code.trim(),
              email: email.trim(),
              password,
            });
    setBusy(false);
    if (!r.ok) {
      setServerError(serverText(r.message));
      return;
    }
    root.ui.success(text.pwd[DONE[mode]]);
    reset();
    onOpenChange(false);
  };

  const fields = (
    <>
      {mode === 'reset' ? (
        <>
          {via === 'email' ? (
            <Input
              label={text.pwd.email}
              placeholder={text.pwd.emailPlaceholder}
              value={email}
              onChange={setEmail}
              maxLength={40}
              error={errors.email}
            />
          ) : null}
          <Muted>{via === 'phone' ? text.pwd.phoneTip : text.pwd.emailTip}</Muted>
          <Input
            label={text.pwd.code}
            placeholder={text.pwd.codePlaceholder}
            value={code}
            onChange={setCode}
            digitsOnly
            maxLength={30}
            error={errors.code}
            suffix={<CountdownButton key={via} size="s" variant="text" onRequest={sendCode} />}
          />
        </>
      ) : null}
      {mode === 'change' ? (
        <PasswordInput
          label={text.pwd.oldPassword}
          placeholder={text.pwd.oldPlaceholder}
          value={old}
          onChange={setOld}
          inputMode="numeric"
          maxLength={LIMITS.withdrawPasswordLength}
          error={errors.old}
        />
      ) : null}
      <PasswordInput
        label={text.pwd.newPassword}
        placeholder={text.withdraw.passwordPlaceholder}
        value={password}
        onChange={setPassword}
        inputMode="numeric"
        maxLength={LIMITS.withdrawPasswordLength}
        error={errors.password}
      />
      <PasswordInput
        label={text.pwd.confirmPassword}
        value={confirm}
        onChange={setConfirm}
        inputMode="numeric"
        maxLength={LIMITS.withdrawPasswordLength}
        error={errors.confirm}
      />
      {serverError ? (
        <Notice $tone="danger" role="alert">
          {serverError}
        </Notice>
      ) : null}
    </>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) reset();
        onOpenChange(o);
      }}
      title={text.pwd[TITLE[mode]]}
      footer={
        <Button block busy={busy} onClick={() => void submit()}>
          {text.common.confirm}
        </Button>
      }
    >
      {mode === 'reset' ? (
        <Tabs
          label={text.pwd.resetTitle}
          value={via}
          onValueChange={(v) => {
            setVia(v);
            setErrors({});
            setServerError(null);
          }}
          stretch
          items={(['phone', 'email'] as const).map((v) => ({
            value: v,
            label: v === 'phone' ? text.pwd.byPhone : text.pwd.byEmail,
            content: v === via ? fields : null,
          }))}
        />
      ) : (
        fields
      )}
    </Dialog>
  );
});
