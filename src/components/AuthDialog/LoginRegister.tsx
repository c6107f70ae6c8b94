import { useRef, useState } from 'react';
import { useT } from '../../i18n/useLanguage';
import {
  LIMITS,
  isLoginFormComplete,
  isRegisterFormComplete,
  validateAgreement,
  validatePassword,
  validateRepeatPassword,
  validateUsername,
  type MessageKey,
} from '../../domain';
import { AgreementDialog, type AgreementDoc } from '../AgreementDialog/AgreementDialog';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Dialog } from '../Dialog/Dialog';
import { Input } from '../Input/Input';
import { PasswordInput } from '../PasswordInput/PasswordInput';
import { Tabs } from '../Tabs/Tabs';
import { ErrorText } from '../shared/Field.styles';
import { noWhitespace } from '../shared/filters';
import { useMessage } from '../shared/useMessage';
import { Form, LinkButton, Links, Row } from './AuthDialog.styles';

export type AuthTab = 'login' | 'register';

export interface LoginValues {
  username: string;
  password: string;
  remember: boolean;
}

export interface RegisterValues {
  username: string;
  password: string;
  repeatPassword: string;
}

export interface LoginRegisterProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Tab 1 login, tab 2 register (spec section 2). */
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  /** Called with validated values. */
  onLogin: (values: LoginValues) => void;
  onRegister: (values: RegisterValues) => void;
  onForgotPassword: () => void;
  onContactService: () => void;
  submitting?: boolean;
  /** The server's message (a toast shows it too) or a MessageKey. */
  serverError?: string | null;
  /** A remembered username (and remember ticked). */
  rememberedUsername?: string;
  /** Shown only from this many ms after the page's load (guard 7's register prompt). */
  shownAt?: number;
}

type Errors = Partial<Record<'username' | 'password' | 'repeatPassword' | 'agreement', MessageKey>>;

/** Auth dialog, login/register mode. */
export function LoginRegister({
  open,
  onOpenChange,
  tab,
  onTabChange,
  onLogin,
  onRegister,
  onForgotPassword,
  onContactService,
  submitting = false,
  serverError,
  rememberedUsername = '',
  shownAt,
}: LoginRegisterProps) {
  const t = useT();
  const text = useMessage();
  const [username, setUsername] = useState(rememberedUsername);
  const [password, setPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [remember, setRemember] = useState(Boolean(rememberedUsername));
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [agreement, setAgreement] = useState<AgreementDoc | null>(null);
  const usernameRef = useRef<HTMLInputElement | null>(null);

  const isRegister = tab === 'register';
  const complete = isRegister
    ? isRegisterFormComplete({ username, password, repeatPassword, agreed })
    : isLoginFormComplete({ username, password });

  const clear = (field: keyof Errors) => setErrors((e) => ({ ...e, [field]: undefined }));

  /** Register: a field is checked by its rule as it loses focus (an empty one waits for submit,
   * so moving through the form says nothing yet); the repeat field follows the password. */
  const checkOnBlur = (field: 'username' | 'password' | 'repeatPassword') => {
    if (!isRegister) return;
    const checks = {
      username: () => (username ? validateUsername(username, 'register') : null),
      password: () => (password ? validatePassword(password, 'register') : null),
      repeatPassword: () =>
        repeatPassword ? validateRepeatPassword(repeatPassword, password) : null,
    };
    const fields = field === 'password' ? (['password', 'repeatPassword'] as const) : [field];
    setErrors((e) => {
      const next = { ...e };
      for (const f of fields) {
        const result = checks[f]();
        if (result) next[f] = result.ok ? undefined : result.message;
      }
      return next;
    });
  };

  const submit = () => {
    if (submitting) return;
    if (!isRegister) {
      const u = validateUsername(username, 'login');
      const p = validatePassword(password, 'login');
      setErrors({ username: u.ok ? undefined : u.message, password: p.ok ? undefined : p.message });
      if (u.ok && p.ok) onLogin({ username: u.value, password: p.value, remember });
      return;
    }
    const u = validateUsername(username, 'register');
    const p = validatePassword(password, 'register');
    const r = validateRepeatPassword(repeatPassword, password);
    const a = validateAgreement(agreed);
    setErrors({
      username: u.ok ? undefined : u.message,
      password: p.ok ? undefined : p.message,
      repeatPassword: r.ok ? undefined : r.message,
      agreement: a.ok ? undefined : a.message,
    });
    if (u.ok && p.ok && r.ok && a.ok) {
      onRegister({ username: u.value, password: p.value, repeatPassword: r.value });
    }
  };

  const form = (
    <Form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Input
        ref={usernameRef}
        label={t('auth.username')}
        hideLabel
        // register: the rule of spec section 5 in the words its error uses
        placeholder={isRegister ? text('usernameRule') : t('auth.usernamePlaceholder')}
        value={username}
        onChange={(v) => {
          setUsername(v);
          clear('username');
        }}
        onBlur={() => checkOnBlur('username')}
        filter={isRegister ? noWhitespace : undefined}
        maxLength={LIMITS.usernameMax}
        autoComplete="username"
        clearable
        error={text(errors.username)}
      />
      <PasswordInput
        label={t('auth.password')}
        hideLabel
        placeholder={isRegister ? text('passwordRule') : t('auth.passwordPlaceholder')}
        value={password}
        onChange={(v) => {
          setPassword(v);
          clear('password');
        }}
        onBlur={() => checkOnBlur('password')}
        maxLength={LIMITS.passwordMax}
        autoComplete={isRegister ? 'new-password' : 'current-password'}
        error={text(errors.password)}
      />
      {isRegister ? (
        <PasswordInput
          label={t('auth.repeatPassword')}
          hideLabel
          placeholder={t('auth.repeatPasswordPlaceholder')}
          value={repeatPassword}
          onChange={(v) => {
            setRepeatPassword(v);
            clear('repeatPassword');
          }}
          onBlur={() => checkOnBlur('repeatPassword')}
          maxLength={LIMITS.passwordMax}
          autoComplete="new-password"
          error={text(errors.repeatPassword)}
        />
      ) : null}
      {isRegister ? (
        <Checkbox
          checked={agreed}
          onCheckedChange={(v) => {
            setAgreed(v);
            clear('agreement');
          }}
          error={text(errors.agreement)}
        >
          {t('auth.agreementPrefix')}
          <LinkButton type="button" onClick={() => setAgreement('terms')}>
            {t('auth.terms')}
          </LinkButton>
          {t('auth.and')}
          <LinkButton type="button" onClick={() => setAgreement('privacy')}>
            {t('auth.privacy')}
          </LinkButton>
        </Checkbox>
      ) : (
        <Row>
          <Checkbox checked={remember} onCheckedChange={setRemember}>
            {t('auth.rememberPassword')}
          </Checkbox>
          <LinkButton type="button" onClick={onForgotPassword}>
            {t('auth.forgotPassword')}
          </LinkButton>
        </Row>
      )}
      {serverError ? <ErrorText role="alert">{text(serverError)}</ErrorText> : null}
      <Button
        type="submit"
        block
        size="l"
        looksDisabled={!complete}
        busy={submitting}
        busyText={isRegister ? t('auth.registering') : t('auth.loggingIn')}
      >
        {isRegister ? t('auth.register') : t('auth.login')}
      </Button>
      <Links>
        <span>
          {t('auth.needHelp')}
          <LinkButton type="button" onClick={onContactService}>
            {t('auth.contactService')}
          </LinkButton>
        </span>
      </Links>
    </Form>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('auth.title')}
      hideTitle
      shownAt={shownAt}
      onOpenAutoFocus={(event) => {
        // the form starts at the username
        event.preventDefault();
        usernameRef.current?.focus();
      }}
    >
      <Tabs<AuthTab>
        label={t('auth.title')}
        value={tab}
        stretch
        onValueChange={(next) => {
          setErrors({});
          onTabChange(next);
        }}
        items={[
          { value: 'login', label: t('auth.loginTab'), content: tab === 'login' ? form : null },
          {
            value: 'register',
            label: t('auth.registerTab'),
            content: tab === 'register' ? form : null,
          },
        ]}
      />
      <AgreementDialog
        open={agreement !== null}
        doc={agreement ?? 'terms'}
        onOpenChange={(next) => {
          if (!next) setAgreement(null);
        }}
      />
    </Dialog>
  );
}
