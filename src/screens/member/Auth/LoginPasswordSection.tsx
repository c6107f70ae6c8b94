// 登录密码 in 安全认证: the member changes the login password with the old one (bindPassword) or
// a code sent to the bound phone (bindPasswordByPhone) or e-mail (bindPasswordByEmail), under the
// register rules of section 5. The server logs out every other session; success sends
// password_change_success, which hides the header's password reminder (UiStore).
import ShieldCheck from 'lucide-react/icons/shield-check';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../components/Button/Button';
import { PasswordInput } from '../../../components/PasswordInput/PasswordInput';
import { Tabs } from '../../../components/Tabs/Tabs';
import { LIMITS } from '../../../domain';
import { fill } from '../../../i18n/screenTexts';
import { useMemberStore, useRootStore } from '../../../stores';
import type { PasswordProof } from '../../../stores/member/MemberStore';
import { readString } from '../../../stores/util';
import { Card, Form, Muted, Row } from '../shared';
import { CodeField, FormError, useSecurityForm } from './securityForm';
import { useSecurityTexts } from './texts';
import { design } from '../../../theme/design';

type Way = PasswordProof['way'];

const ANCHOR = 'login-password';
const Done = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${design.space.xs};
`;

export const LoginPasswordSection = observer(function LoginPasswordSection() {
  const member = useMemberStore();
  const ui = useRootStore().ui;
  const text = useSecurityTexts().loginPwd;
  // the header's password reminder links here (#login-password): the form opens, in view
  const { hash } = useLocation();
  const [open, setOpen] = useState(hash === `#${ANCHOR}`);
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    if (hash === `#${ANCHOR}`) {
      setOpen(true);
      box.current?.scrollIntoView?.({ block: 'start' });
    }
  }, [hash]);
  const [way, setWay] = useState<Way>('old');
  const [old, setOld] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { errors, setErrors, toErrors, requestCode } = useSecurityForm();
  const hasPhone = member.info?.['bindPhone'] === true;
  const hasEmail = member.info?.['bindEmail'] === true;

  const reset = () => {
    setOld('');
    setCode('');
    setPassword('');
    setConfirm('');
    setErrors({});
  };
  const request = async () =>
    way !== 'old' && requestCode(() => member.requestLoginPasswordCode(way), text.codeSent);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    const proof: PasswordProof =
      way === 'old' ? { way, oldPassword: old } : { way, code: code.trim() };
    const result = await member.changeLoginPassword(proof, password, confirm);
    if (!result.ok) return setErrors(toErrors(result));
    ui.success({ text: text.saved });
    reset();
    setOpen(false);
  };

  if (!open) {
    return (
      <Card as="section" id={ANCHOR} ref={box} aria-label={text.title}>
        <h2>{text.title}</h2>
        <Row>
          <Done>
            <ShieldCheck size={18} aria-hidden />
            <Muted>{text.hint}</Muted>
          </Done>
          <Button variant="secondary" size="s" onClick={() => setOpen(true)}>
            {text.change}
          </Button>
        </Row>
      </Card>
    );
  }

  const ways: Array<{ value: Way; label: string }> = [
    { value: 'old', label: text.byOld },
    ...(hasPhone ? [{ value: 'phone' as const, label: text.byPhone }] : []),
    ...(hasEmail ? [{ value: 'email' as const, label: text.byEmail }] : []),
  ];
  const proofFields =
    way === 'old' ? (
      <PasswordInput
        label={text.old}
        placeholder={text.oldPlaceholder}
        value={old}
        onChange={setOld}
        maxLength={LIMITS.passwordMax}
        autoComplete="current-password"
        error={errors['oldPassword'] ?? null}
      />
    ) : (
      <>
        <Muted>
          {way === 'phone'
            ? fill(text.phoneHint, { phone: readString(member.info, 'phone') ?? '' })
            : fill(text.emailHint, { email: readString(member.info, 'email') ?? '' })}
        </Muted>
        <CodeField
          key={way}
          label={text.code}
          placeholder={text.codePlaceholder}
          value={code}
          onChange={setCode}
          inputMode="numeric"
          error={errors['code']}
          onRequest={request}
        />
      </>
    );

  return (
    <Card as="section" id={ANCHOR} ref={box} aria-label={text.title}>
      <h2>{text.change}</h2>
      <Form onSubmit={(e) => void submit(e)} noValidate>
        {ways.length > 1 ? (
          <Tabs
            label={text.way}
            value={way}
            onValueChange={(w) => {
              setWay(w);
              setCode('');
              setErrors({});
            }}
            items={ways.map((w) => ({ ...w, content: proofFields }))}
          />
        ) : (
          proofFields
        )}
        <PasswordInput
          label={text.newPwd}
          placeholder={text.placeholder}
          value={password}
          onChange={setPassword}
          maxLength={LIMITS.passwordMax}
          autoComplete="new-password"
          error={errors['password'] ?? null}
        />
        <PasswordInput
          label={text.confirm}
          placeholder={text.placeholder}
          value={confirm}
          onChange={setConfirm}
          maxLength={LIMITS.passwordMax}
          autoComplete="new-password"
          error={errors['confirmPassword'] ?? null}
        />
        <FormError>{errors['form']}</FormError>
        <Row>
          <Button
            variant="secondary"
            onClick={() => {
              reset();
              setOpen(false);
            }}
          >
            {text.cancel}
          </Button>
          <Button type="submit" busy={member.busy === 'loginPassword'}>
            {text.submit}
          </Button>
        </Row>
      </Form>
    </Card>
  );
});
