// 安全中心 (/mine/auth): the security level, bind phone (country area with its regex, picture
// captcha, then an SMS code with the 60 s countdown), bind e-mail, the real name (section 5
// validator) and the second password (set, or change with a phone code). Guard 2 and the 6449
// dialog's 去完善 land here with `from`; once the needed bindings are done the player goes back.
import { observer } from 'mobx-react-lite';
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import ShieldCheck from 'lucide-react/icons/shield-check';
import type { ScreenProps } from '../../../app/areas/types';
import { Button } from '../../../components/Button/Button';
import { Input } from '../../../components/Input/Input';
import { PasswordInput } from '../../../components/PasswordInput/PasswordInput';
import { ProgressBar } from '../../../components/ProgressBar/ProgressBar';
import { CountryAreaSelect } from '../../../components/Select/CountryAreaSelect';
import { DEFAULT_AREA, LIMITS, validateRealName, type CountryArea } from '../../../domain';
import { TipsDialog } from '../../../components/TipsDialog/TipsDialog';
import { useMessage } from '../../../components/shared/useMessage';
import { fill } from '../../../i18n/screenTexts';
import { useMemberStore, useRootStore, useSessionStore } from '../../../stores';
import { Card, Form, Muted, Page, Row, returnPath } from '../shared';
import { MaskedValue } from '../MaskedValue';
import { LoginPasswordSection } from './LoginPasswordSection';
import { CodeField, FormError, useSecurityForm } from './securityForm';
import { useMemberTexts } from '../texts';
import { design } from '../../../theme/design';

const Level = styled(Card)`
  flex-direction: row;
  flex-wrap: wrap;
  align-items: center;
  gap: ${design.space.m};
  > div {
    flex: 1 1 14rem;
    display: flex;
    flex-direction: column;
    gap: ${design.space.xxs};
  }
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

const Done = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${design.space.xs};
  color: ${design.color.success};
`;

const RealNameShown = styled.strong`
  display: block;
  margin-bottom: ${design.space.xs};
  font-size: 1.5em;
  letter-spacing: 0.1em;
`;

const Notice = styled(Card)`
  border-color: ${design.color.primary};
`;

const Step = styled(Card)<{ $highlight: boolean }>`
  ${(p) =>
    p.$highlight
      ? `border: 2px solid ${design.color.primary}; box-shadow: 0 0 0 4px ${design.color.primarySoft};`
      : ''}
`;

type StepName = 'phone' | 'realName';

/** The step a page sent the player here for (from + need): highlighted and scrolled to. */
const Highlighted = createContext<StepName | null>(null);

function Section({
  title,
  children,
  step,
}: {
  title: string;
  children: ReactNode;
  step?: StepName;
}) {
  const highlighted = useContext(Highlighted);
  const highlight = step !== undefined && step === highlighted;
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (highlight) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [highlight]);
  return (
    <Step
      as="section"
      ref={ref}
      aria-label={title}
      aria-current={highlight ? 'step' : undefined}
      $highlight={highlight}
    >
      <h2>{title}</h2>
      {children}
    </Step>
  );
}

const PhoneSection = observer(function PhoneSection({ onDone }: { onDone: () => void }) {
  const member = useMemberStore();
  const ui = useRootStore().ui;
  const text = useMemberTexts();
  const { errors, setErrors, toErrors, requestCode } = useSecurityForm();
  const [area, setArea] = useState<CountryArea>(DEFAULT_AREA);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  useEffect(() => void member.areas.ensure(), [member]);
  const areas = member.areas.data ?? [DEFAULT_AREA];

  if (member.info?.['bindPhone'] === true) {
    return (
      <Section title={text.auth.phoneTitle}>
        <Done>
          <ShieldCheck size={18} aria-hidden />
          {fill(text.auth.phoneBound, { phone: '' }).trim()}
          <MaskedValue kind="phone" />
        </Done>
      </Section>
    );
  }
  const request = () => requestCode(() => member.requestPhoneCode(area, phone), text.auth.codeSent);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    const result = await member.bindPhone(area, phone, code);
    if (!result.ok) return setErrors(toErrors(result));
    ui.success({ text: text.auth.phoneSaved });
    onDone();
  };
  return (
    <Section title={text.auth.phoneTitle} step="phone">
      <Form onSubmit={(e) => void submit(e)} noValidate>
        <CountryAreaSelect
          label={text.auth.area}
          areas={areas}
          value={area.areaCode}
          onChange={setArea}
        />
        <Input
          label={text.auth.phone}
          placeholder={text.auth.phonePlaceholder}
          value={phone}
          onChange={setPhone}
          digitsOnly
          maxLength={LIMITS.phoneMax}
          inputMode="tel"
          autoComplete="tel-national"
          error={errors['phone'] ?? null}
        />
        <CodeField
          label={text.auth.code}
          placeholder={text.auth.codePlaceholder}
          value={code}
          onChange={setCode}
          digitsOnly
          inputMode="numeric"
          error={errors['code']}
          onRequest={request}
        />
        <FormError>{errors['form']}</FormError>
        <Button type="submit" busy={member.busy === 'phone'}>
          {text.auth.bindPhone}
        </Button>
      </Form>
    </Section>
  );
});

const EmailSection = observer(function EmailSection() {
  const member = useMemberStore();
  const ui = useRootStore().ui;
  const text = useMemberTexts();
  const { errors, setErrors, toErrors, requestCode } = useSecurityForm();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  if (member.info?.['bindEmail'] === true) {
    return (
      <Section title={text.auth.emailTitle}>
        <Done>
          <ShieldCheck size={18} aria-hidden />
          {fill(text.auth.emailBound, { email: '' }).trim()}
          <MaskedValue kind="email" />
        </Done>
      </Section>
    );
  }
  const request = () => requestCode(() => member.requestEmailCode(email), text.auth.codeSent);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    const result = await member.bindEmail(email, code);
    if (!result.ok) return setErrors(toErrors(result));
    ui.success({ text: text.auth.emailSaved });
  };
  return (
    <Section title={text.auth.emailTitle}>
      <Form onSubmit={(e) => void submit(e)} noValidate>
        <Input
          label={text.auth.email}
          placeholder={text.auth.emailPlaceholder}
          value={email}
          onChange={setEmail}
          maxLength={LIMITS.emailMax}
          inputMode="email"
          autoComplete="email"
          error={errors['email'] ?? null}
        />
        <CodeField
          label={text.auth.code}
          placeholder={text.auth.codePlaceholder}
          value={code}
          onChange={setCode}
          error={errors['code']}
          onRequest={request}
        />
        <FormError>{errors['form']}</FormError>
        <Button type="submit" busy={member.busy === 'email'}>
          {text.auth.bindEmail}
        </Button>
      </Form>
    </Section>
  );
});

const RealNameSection = observer(function RealNameSection({ onDone }: { onDone: () => void }) {
  const member = useMemberStore();
  const ui = useRootStore().ui;
  const text = useMemberTexts();
  const { errors, setErrors, toErrors } = useSecurityForm();
  const [name, setName] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const message = useMessage();
  if (member.info?.['bindRealName'] === true) {
    return (
      <Section title={text.auth.realNameTitle}>
        <Done>
          <ShieldCheck size={18} aria-hidden />
          {fill(text.auth.realNameBound, { name: '' }).trim()}
          <MaskedValue kind="realName" />
        </Done>
      </Section>
    );
  }
  // the name cannot change once saved: it is shown back and confirmed before it is locked
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    const checked = validateRealName(name);
    if (!checked.ok) return setErrors({ realName: message(checked.message) });
    setConfirming(checked.value);
  };
  const save = async (value: string) => {
    const result = await member.bindRealName(value);
    if (!result.ok) return setErrors(toErrors(result));
    ui.success({ text: text.auth.realNameSaved });
    onDone();
  };
  return (
    <Section title={text.auth.realNameTitle} step="realName">
      <Form onSubmit={(e) => void submit(e)} noValidate>
        <Input
          label={text.auth.realName}
          placeholder={text.auth.realNamePlaceholder}
          value={name}
          onChange={setName}
          maxLength={30}
          autoComplete="name"
          hint={text.auth.realNameHint}
          error={errors['realName'] ?? null}
        />
        <FormError>{errors['form']}</FormError>
        <Button type="submit" busy={member.busy === 'realName'}>
          {text.auth.saveRealName}
        </Button>
      </Form>
      <TipsDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={text.auth.realNameConfirmTitle}
        message={
          <>
            <RealNameShown>{confirming}</RealNameShown>
            {text.auth.realNameConfirm}
          </>
        }
        showCancel
        cancelText={text.auth.realNameEdit}
        confirmText={text.auth.realNameLock}
        onConfirm={() => {
          if (confirming !== null) void save(confirming);
        }}
      />
    </Section>
  );
});

const SecondPasswordSection = observer(function SecondPasswordSection() {
  const member = useMemberStore();
  const ui = useRootStore().ui;
  const text = useMemberTexts();
  const { errors, setErrors, toErrors, requestCode } = useSecurityForm();
  const [changing, setChanging] = useState(false);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [code, setCode] = useState('');
  const isSet = member.info?.['bindSecondPassword'] === true;
  const hasPhone = member.info?.['bindPhone'] === true;

  const done = () => {
    ui.success({ text: text.auth.pwdSaved });
    setChanging(false);
    setPassword('');
    setConfirm('');
    setCode('');
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    const result = isSet
      ? await member.changeSecondPassword(code, password, confirm)
      : await member.setSecondPassword(password, confirm);
    if (!result.ok) return setErrors(toErrors(result));
    done();
  };
  const request = () => requestCode(() => member.requestSecondPasswordCode(), text.auth.codeSent);

  if (isSet && !changing) {
    return (
      <Section title={text.auth.pwdTitle}>
        <Row>
          <Done>
            <ShieldCheck size={18} aria-hidden />
            {text.auth.pwdSet}
          </Done>
          <Button variant="secondary" size="s" onClick={() => setChanging(true)}>
            {text.auth.pwdChange}
          </Button>
        </Row>
      </Section>
    );
  }
  return (
    <Section title={text.auth.pwdTitle}>
      <Form onSubmit={(e) => void submit(e)} noValidate>
        {isSet ? (
          hasPhone ? (
            <>
              <Muted>{text.auth.pwdChangeHint}</Muted>
              <CodeField
                label={text.auth.code}
                placeholder={text.auth.codePlaceholder}
                value={code}
                onChange={setCode}
                digitsOnly
                error={errors['code']}
                onRequest={request}
              />
            </>
          ) : (
            <Muted>{text.auth.pwdNeedPhone}</Muted>
          )
        ) : null}
        <PasswordInput
          label={text.auth.pwdNew}
          placeholder={text.auth.pwdPlaceholder}
          value={password}
          onChange={setPassword}
          maxLength={LIMITS.withdrawPasswordLength}
          inputMode="numeric"
          autoComplete="new-password"
          error={errors['secondPassword'] ?? null}
        />
        <PasswordInput
          label={text.auth.pwdConfirm}
          placeholder={text.auth.pwdPlaceholder}
          value={confirm}
          onChange={setConfirm}
          maxLength={LIMITS.withdrawPasswordLength}
          inputMode="numeric"
          autoComplete="new-password"
          error={errors['confirmPassword'] ?? null}
        />
        <FormError>{errors['form']}</FormError>
        <Row>
          {isSet ? (
            <Button variant="secondary" onClick={() => setChanging(false)}>
              {text.common.cancel}
            </Button>
          ) : null}
          <Button
            type="submit"
            busy={member.busy === 'secondPassword'}
            disabled={isSet && !hasPhone}
          >
            {isSet ? text.auth.pwdChange : text.auth.pwdSetButton}
          </Button>
        </Row>
      </Form>
    </Section>
  );
});

export const AuthView = observer(function AuthView() {
  const member = useMemberStore();
  const session = useSessionStore();
  const text = useMemberTexts();
  const location = useLocation();
  const navigate = useNavigate();
  const withdrawPassword = useRootStore().site.flags.withdrawPasswordEnabled;
  const from = returnPath(location.search);
  const realNameOnly = new URLSearchParams(location.search).get('need') === 'realName';
  // the first step still missing of those the page that sent the player here needs
  const step: StepName | null = !from
    ? null
    : !realNameOnly && !session.bindPhone
      ? 'phone'
      : !session.bindRealName
        ? 'realName'
        : null;
  const ready = realNameOnly ? session.bindRealName : session.bindRealName && session.bindPhone;
  const level = member.securityLevel;
  const levelText =
    level >= 80 ? text.auth.levelHigh : level >= 50 ? text.auth.levelMid : text.auth.levelLow;

  // back to where the player was going once the bindings it needs are done
  const maybeReturn = () => {
    const r = realNameOnly ? session.bindRealName : session.bindRealName && session.bindPhone;
    if (from && r) void navigate(from, { replace: true });
  };

  return (
    <Highlighted.Provider value={step}>
      <Page aria-labelledby="auth-title">
        <h1 id="auth-title">{text.auth.title}</h1>
        {from ? (
          <Notice role="note">
            <Muted>{realNameOnly ? text.auth.realNameReturnHint : text.auth.returnHint}</Muted>
            {ready ? (
              <div>
                <Button onClick={() => void navigate(from, { replace: true })}>
                  {text.auth.continue}
                </Button>
              </div>
            ) : null}
          </Notice>
        ) : null}
        <Level>
          <div>
            <span>
              {text.auth.level}: <strong>{levelText}</strong> ({level}%)
            </span>
            <ProgressBar value={level} label={text.auth.level} />
            <Muted>{withdrawPassword ? text.auth.levelHint : text.auth.levelHintNoPwd}</Muted>
          </div>
        </Level>
        <PhoneSection onDone={maybeReturn} />
        <RealNameSection onDone={maybeReturn} />
        <EmailSection />
        <LoginPasswordSection />
        {/* the site's withdrawPasswordEnabled flag off: no withdraw password to set */}
        {withdrawPassword ? <SecondPasswordSection /> : null}
      </Page>
    </Highlighted.Provider>
  );
});

export default function Auth(_props: ScreenProps) {
  return <AuthView />;
}
