// What the forms of 安全中心 share (bind phone / e-mail / real name, second password, and 登录密码):
// field errors from a result, the form's own error, and the code row (code input beside the
// countdown button that asks for the code).
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { CountdownButton } from '../../../components/CountdownButton/CountdownButton';
import { Input, type InputProps } from '../../../components/Input/Input';
import { LIMITS } from '../../../domain';
import { useRootStore } from '../../../stores';
import type { MemberResult } from '../../../stores/member/MemberStore';
import { ErrorText, useFailureText } from '../shared';
import { design } from '../../../theme/design';

export type Errors = Record<string, string | null>;

const CodeRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${design.space.xs};
  > :first-child {
    flex: 1 1 auto;
    min-width: 0;
  }
  > button {
    min-height: 40px;
    flex: 0 0 auto;
  }
`;

/** A form's field errors: a validator's message under its field, the rest as the form's error;
 * `requestCode` asks for a code (errors cleared first) and toasts `sentText` once it is sent. */
export function useSecurityForm() {
  const ui = useRootStore().ui;
  const failureText = useFailureText();
  const [errors, setErrors] = useState<Errors>({});
  const toErrors = (result: MemberResult): Errors =>
    result.ok ? {} : { [result.field ?? 'form']: failureText(result) };
  const requestCode = async (
    send: () => Promise<MemberResult>,
    sentText: string,
  ): Promise<boolean> => {
    setErrors({});
    const result = await send();
    if (!result.ok) {
      setErrors(toErrors(result));
      return false;
    }
    ui.success({ text: sentText });
    return true;
  };
  return { errors, setErrors, toErrors, requestCode };
}

export function FormError({ children }: { children: ReactNode }) {
  return children ? <ErrorText role="alert">{children}</ErrorText> : null;
}

type CodeFieldProps = Pick<
  InputProps,
  'label' | 'placeholder' | 'value' | 'onChange' | 'digitsOnly' | 'inputMode'
> & {
  error: string | null | undefined;
  onRequest: () => Promise<boolean>;
};

/** The one-time code input beside the countdown button that sends it. */
export function CodeField({ error, onRequest, ...input }: CodeFieldProps) {
  return (
    <CodeRow>
      <Input
        {...input}
        maxLength={LIMITS.codeMax}
        autoComplete="one-time-code"
        error={error ?? null}
      />
      <CountdownButton onRequest={onRequest} />
    </CodeRow>
  );
}
