import { lazy, Suspense, useEffect, useState } from 'react';
import { useT } from '../../i18n/useLanguage';
import {
  DEFAULT_AREA,
  LIMITS,
  validateConfirmNewPassword,
  validateEmail,
  validateForgotUsername,
  validateNewPassword,
  validatePhone,
  validateVerificationCode,
  type CountryArea,
  type MessageKey,
} from '../../domain';
import { Button } from '../Button/Button';
import { CountdownButton } from '../CountdownButton/CountdownButton';
import { Dialog } from '../Dialog/Dialog';
import { Input } from '../Input/Input';
import { PasswordInput } from '../PasswordInput/PasswordInput';
import { SkeletonBlock } from '../Skeleton/Skeleton';
import { Tabs } from '../Tabs/Tabs';
import { ErrorText } from '../shared/Field.styles';
import { useCountdown } from '../shared/useCountdown';
import { useMessage } from '../shared/useMessage';
import { Centered, Form, LinkButton, Links, PhoneRow, Steps } from './AuthDialog.styles';

// The country-area picker (a select with a floating list) loads when the phone tab first shows,
// keeping it out of the dialog layer's first chunk.
const CountryAreaSelect = lazy(() =>
  import('../Select/CountryAreaSelect').then((m) => ({ default: m.CountryAreaSelect })),
);

export type FindWay = 'phone' | 'email';
export type FindStep = 0 | 1 | 2 | 3;

export interface FindPasswordProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 0 identity, 1 verification, 2 reset, 3 success (spec section 4). */
  step: FindStep;
  way: FindWay;
  onWayChange: (way: FindWay) => void;
  areas?: readonly CountryArea[];
  area?: CountryArea;
  onAreaChange?: (area: CountryArea) => void;
  /** Step 0: validated identity; requesting the code moves the flow to step 1. */
  onSendCode: (input: { username: string; phone?: string; email?: string }) => void;
  /** Step 1: sends the code again. */
  onResendCode: () => Promise<boolean | void> | boolean | void;
  /** Step 1: the code; verifying moves to step 2. */
  onVerify: (code: string) => void;
  /** Step 2: the new password; success moves to step 3. */
  onReset: (input: { password: string; confirmPassword: string }) => void;
  /** Lowers the step by one. */
  onBack: () => void;
  /** Back to login (also 3 s after success). */
  onBackToLogin: () => void;
  onContactService: () => void;
  submitting?: boolean;
  serverError?: string | null;
  /** Seconds on the success screen before returning to login (3). */
  successSeconds?: number;
}

type Field = 'username' | 'phone' | 'email' | 'code' | 'password' | 'confirmPassword';

export function FindPassword({
  open,
  onOpenChange,
  step,
  way,
  onWayChange,
  areas = [DEFAULT_AREA],
  area = DEFAULT_AREA,
  onAreaChange,
  onSendCode,
  onResendCode,
  onVerify,
  onReset,
  onBack,
  onBackToLogin,
  onContactService,
  submitting = false,
  serverError,
  successSeconds = 3,
}: FindPasswordProps) {
  const t = useT();
  const text = useMessage();
  const [username, setUsername] = useState('');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, MessageKey>>>({});
  const success = useCountdown(successSeconds, onBackToLogin);
  const startSuccess = success.start;

  useEffect(() => {
    if (open && step === 3) startSuccess();
  }, [open, step, startSuccess]);

  const setField = (field: Field, setter: (v: string) => void) => (value: string) => {
    setter(value);
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = () => {
    if (submitting) return;
    if (step === 0) {
      const u = validateForgotUsername(username);
      const target = way === 'phone' ? validatePhone(phone, area) : validateEmail(email);
      setErrors({
        username: u.ok ? undefined : u.message,
        [way]: target.ok ? undefined : target.message,
      });
      if (u.ok && target.ok) {
        onSendCode(
          way === 'phone'
            ? { username: u.value, phone: target.value }
            : { username: u.value, email: target.value },
        );
      }
    } else if (step === 1) {
      const c = validateVerificationCode(code);
      setErrors({ code: c.ok ? undefined : c.message });
      if (c.ok) onVerify(c.value);
    } else if (step === 2) {
      const p = validateNewPassword(password);
      const c = validateConfirmNewPassword(confirmPassword, password);
      setErrors({
        password: p.ok ? undefined : p.message,
        confirmPassword: c.ok ? undefined : c.message,
      });
      if (p.ok && c.ok) onReset({ password: p.value, confirmPassword: c.value });
    }
  };

  const stepNames = [
    t('findPassword.stepIdentity'),
    t('findPassword.stepVerify'),
    t('findPassword.stepReset'),
  ];

  const identity = (
    <>
      <Input
        label={t('findPassword.username')}
        placeholder={t('findPassword.usernamePlaceholder')}
        value={username}
        onChange={setField('username', setUsername)}
        maxLength={LIMITS.forgotUsernameMax}
        autoComplete="username"
        error={text(errors.username)}
      />
      {way === 'phone' ? (
        <PhoneRow>
          <Suspense fallback={<SkeletonBlock $width="6rem" $height="2.5rem" />}>
            <CountryAreaSelect
              label={t('findPassword.area')}
              areas={areas}
              value={area.areaCode}
              onChange={(a) => onAreaChange?.(a)}
            />
          </Suspense>
          <Input
            label={t('findPassword.phone')}
            placeholder={t('findPassword.phonePlaceholder')}
            value={phone}
            onChange={setField('phone', setPhone)}
            digitsOnly
            maxLength={LIMITS.phoneMax}
            autoComplete="tel-national"
            error={text(errors.phone)}
          />
        </PhoneRow>
      ) : (
        <Input
          label={t('findPassword.email')}
          placeholder={t('findPassword.emailPlaceholder')}
          value={email}
          onChange={setField('email', setEmail)}
          maxLength={LIMITS.emailMax}
          type="email"
          autoComplete="email"
          error={text(errors.email)}
        />
      )}
    </>
  );

  const body =
    step === 0 ? (
      <Tabs<FindWay>
        label={t('findPassword.title')}
        value={way}
        stretch
        onValueChange={(next) => {
          setErrors({});
          onWayChange(next);
        }}
        items={[
          {
            value: 'phone',
            label: t('findPassword.byPhone'),
            content: way === 'phone' ? identity : null,
          },
          {
            value: 'email',
            label: t('findPassword.byEmail'),
            content: way === 'email' ? identity : null,
          },
        ]}
      />
    ) : step === 1 ? (
      <>
        <p style={{ margin: 0 }}>
          {t('findPassword.codeSentTo', {
            target: way === 'phone' ? `+${area.areaCode} ${phone}` : email,
          })}
        </p>
        <Input
          label={t('findPassword.code')}
          placeholder={t('findPassword.codePlaceholder')}
          value={code}
          onChange={setField('code', setCode)}
          maxLength={LIMITS.codeMax}
          autoComplete="one-time-code"
          error={text(errors.code)}
          suffix={<CountdownButton autoStart onRequest={onResendCode} variant="text" />}
        />
      </>
    ) : (
      <>
        <PasswordInput
          label={t('findPassword.newPassword')}
          placeholder={t('findPassword.newPasswordPlaceholder')}
          value={password}
          onChange={setField('password', setPassword)}
          maxLength={LIMITS.passwordMax}
          autoComplete="new-password"
          error={text(errors.password)}
        />
        <PasswordInput
          label={t('findPassword.confirmPassword')}
          placeholder={t('findPassword.confirmPasswordPlaceholder')}
          value={confirmPassword}
          onChange={setField('confirmPassword', setConfirmPassword)}
          maxLength={LIMITS.passwordMax}
          autoComplete="new-password"
          error={text(errors.confirmPassword)}
        />
      </>
    );

  const complete =
    step === 0
      ? username.trim() !== '' && (way === 'phone' ? phone !== '' : email.trim() !== '')
      : step === 1
        ? code.trim() !== ''
        : password !== '' && confirmPassword !== '';

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('findPassword.title')}>
      {step === 3 ? (
        <Centered role="status">
          <strong>{t('findPassword.success')}</strong>
          <span>{t('findPassword.backCountdown', { seconds: success.remaining })}</span>
          <Button onClick={onBackToLogin}>{t('findPassword.backToLogin')}</Button>
        </Centered>
      ) : (
        <Form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Steps aria-label={t('findPassword.stepsLabel')}>
            {stepNames.map((name, i) => (
              <li key={name} aria-current={i === step ? 'step' : undefined} data-done={i < step}>
                {name}
              </li>
            ))}
          </Steps>
          {body}
          {serverError ? <ErrorText role="alert">{text(serverError)}</ErrorText> : null}
          <Button
            type="submit"
            block
            size="l"
            looksDisabled={!complete}
            busy={submitting}
            busyText={t('common.loading')}
          >
            {step === 2 ? t('findPassword.submit') : t('findPassword.next')}
          </Button>
          <Links>
            {step > 0 ? (
              <LinkButton type="button" onClick={onBack}>
                {t('findPassword.previous')}
              </LinkButton>
            ) : null}
            <LinkButton type="button" onClick={onBackToLogin}>
              {t('findPassword.backToLogin')}
            </LinkButton>
            <LinkButton type="button" onClick={onContactService}>
              {t('findPassword.contactService')}
            </LinkButton>
          </Links>
        </Form>
      )}
    </Dialog>
  );
}
