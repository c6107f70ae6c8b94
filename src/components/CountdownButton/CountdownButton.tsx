import { useEffect, useState } from 'react';
import { useT } from '../../i18n/useLanguage';
import { Button, type ButtonProps } from '../Button/Button';
import { useCountdown } from '../shared/useCountdown';

export interface CountdownButtonProps extends Omit<
  ButtonProps,
  'onClick' | 'children' | 'busy' | 'busyText'
> {
  /**
   * Requests a code. The countdown starts when it resolves to anything but `false`
   * (a rejected or `false` result leaves the button ready to try again).
   */
  onRequest: () => Promise<boolean | void> | boolean | void;
  /** 60 s by default (spec section 9). */
  seconds?: number;
  /** Starts counting when shown (a code was just sent). */
  autoStart?: boolean;
}

/** Get-code button: idle 获取验证码, counting down, then 重新获取 (spec section 4). */
export function CountdownButton({
  onRequest,
  seconds = 60,
  autoStart = false,
  disabled,
  ...rest
}: CountdownButtonProps) {
  const t = useT();
  const countdown = useCountdown(seconds);
  const [pending, setPending] = useState(false);
  const { start } = countdown;
  useEffect(() => {
    if (autoStart) start();
  }, [autoStart, start]);

  const click = async () => {
    if (countdown.running || pending) return;
    setPending(true);
    try {
      const result = await onRequest();
      if (result !== false) countdown.start();
    } catch {
      // the caller shows the error; the button stays ready
    } finally {
      setPending(false);
    }
  };

  const label = countdown.running
    ? t('countdown.counting', { seconds: countdown.remaining })
    : countdown.finished
      ? t('countdown.again')
      : t('countdown.idle');

  return (
    <Button
      variant="secondary"
      size="s"
      {...rest}
      disabled={disabled || countdown.running || pending}
      onClick={() => void click()}
    >
      {label}
    </Button>
  );
}
