import { useState } from 'react';
import { useT } from '../../i18n/useLanguage';
import styled from 'styled-components';
import { sanitizeDeviceCode, validateNewDeviceLogin, type MessageKey } from '../../domain';
import { Button } from '../Button/Button';
import { CodeInput } from '../CodeInput/CodeInput';
import { CountdownButton } from '../CountdownButton/CountdownButton';
import { Dialog } from '../Dialog/Dialog';
import { ErrorText, HintText } from '../shared/Field.styles';
import { useMessage } from '../shared/useMessage';
import { VoiceCodeDialog } from '../VoiceCodeDialog/VoiceCodeDialog';
import { Form, LinkButton, Links, Row } from './AuthDialog.styles';
import { design } from '../../theme/design';

/** '0' SMS, '2' voice call (spec section 3). */
export type CodeChannel = '0' | '2';

export interface NewDeviceProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The masked phone of the failed login, e.g. 138****5678. */
  maskedPhone: string;
  /** The server's message of the risk login. */
  message?: string | null;
  /**
   * Requests a code (captcha and security check first, run by the caller). Resolves when the
   * code was sent (the countdown starts), or to false when it was not.
   */
  onGetCode: (channel: CodeChannel) => Promise<boolean | void> | boolean | void;
  /** A code was requested (login needs it). */
  codeRequested: boolean;
  onLogin: (code: string) => void;
  onSwitchAccount: () => void;
  onRegisterNew: () => void;
  submitting?: boolean;
  /** Code request failure, shown under the phone (spec section 8). */
  inlineError?: string | null;
  serverError?: string | null;
}

const Phone = styled.p`
  margin: 0;
  font-size: ${design.typography.size.l};
  font-weight: ${design.typography.weight.bold};
  letter-spacing: 0.05em;
`;

/** Auth dialog, new-device mode (spec sections 2 and 4). */
export function NewDevice({
  open,
  onOpenChange,
  maskedPhone,
  message,
  onGetCode,
  codeRequested,
  onLogin,
  onSwitchAccount,
  onRegisterNew,
  submitting = false,
  inlineError,
  serverError,
}: NewDeviceProps) {
  const t = useT();
  const text = useMessage();
  const [code, setCode] = useState('');
  const [error, setError] = useState<MessageKey | null>(null);
  const [voiceOpen, setVoiceOpen] = useState(false);
  // Codes sent by voice call: each one remounts the get-code button counting down, as an SMS
  // request does (the 60 s limit covers both channels, spec sections 2 and 4).
  const [voiceSent, setVoiceSent] = useState(0);

  const requestVoiceCode = async () => {
    try {
      const result = await onGetCode('2');
      if (result !== false) setVoiceSent((n) => n + 1);
    } catch {
      // the caller shows the error; the get-code button stays ready
    }
  };

  const submit = () => {
    if (submitting) return;
    const checked = validateNewDeviceLogin(code, codeRequested);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    onLogin(checked.value);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('newDevice.title')}
      description={message || t('newDevice.explain')}
    >
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div>
          <HintText>{t('newDevice.phone')}</HintText>
          <Row>
            <Phone>{maskedPhone}</Phone>
            <CountdownButton
              key={voiceSent}
              autoStart={voiceSent > 0}
              onRequest={() => onGetCode('0')}
            />
          </Row>
          {inlineError ? <ErrorText role="alert">{text(inlineError)}</ErrorText> : null}
        </div>
        <CodeInput
          label={t('newDevice.code')}
          value={code}
          onChange={(v) => {
            setCode(sanitizeDeviceCode(v));
            setError(null);
          }}
          error={text(error)}
        />
        <Row>
          <span>
            {t('newDevice.voicePrompt')}
            <LinkButton type="button" onClick={() => setVoiceOpen(true)}>
              {t('newDevice.voiceLink')}
            </LinkButton>
          </span>
        </Row>
        {serverError ? <ErrorText role="alert">{text(serverError)}</ErrorText> : null}
        <Button
          type="submit"
          block
          size="l"
          looksDisabled={code.length !== 6}
          busy={submitting}
          busyText={t('auth.loggingIn')}
        >
          {t('newDevice.login')}
        </Button>
        <Links>
          <LinkButton type="button" onClick={onSwitchAccount}>
            {t('newDevice.switchAccount')}
          </LinkButton>
          <LinkButton type="button" onClick={onRegisterNew}>
            {t('newDevice.registerNew')}
          </LinkButton>
        </Links>
      </Form>
      <VoiceCodeDialog
        open={voiceOpen}
        onOpenChange={setVoiceOpen}
        onConfirm={() => void requestVoiceCode()}
      />
    </Dialog>
  );
}
