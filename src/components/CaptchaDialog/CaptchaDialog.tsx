import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/useLanguage';
import styled from 'styled-components';
import { LIMITS, validatePictureCaptcha } from '../../domain';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Input } from '../Input/Input';
import { ErrorText, HintText } from '../shared/Field.styles';
import { useMessage } from '../shared/useMessage';
import { useValidatedField } from '../shared/useValidatedField';
import { design } from '../../theme/design';

/** A passed captcha (spec section 3): kind 0 slider, 1 picture. */
export interface CaptchaSolution {
  kaptchcate: 0 | 1;
  codeId: string;
  code: string;
}

/**
 * A slider captcha provider, mounted into the dialog. The picture captcha is the fallback when
 * there is none, or when the provider fails to start.
 */
export interface SliderCaptchaAdapter {
  mount(
    container: HTMLElement,
    handlers: {
      onSuccess: (solution: CaptchaSolution) => void;
      /** stage 'provider': the provider failed (prefix 6); 'check': the slider check failed (prefix 2). */
      onError: (stage: 'provider' | 'check', message: string) => void;
    },
  ): () => void;
}

/** Captcha error prefixes of spec section 8: provider 6, picture fetch 1, slider check 2. */
export const CAPTCHA_ERROR_PREFIX = { provider: '6', picture: '1', check: '2' } as const;

export function captchaErrorText(
  stage: keyof typeof CAPTCHA_ERROR_PREFIX,
  message: string,
): string {
  return `${CAPTCHA_ERROR_PREFIX[stage]}${message}`;
}

export interface CaptchaDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The picture (data URL or URL) of the picture captcha, null while it loads. */
  image: string | null;
  /** x-code of the picture response. */
  codeId: string;
  /** Loads a new picture. */
  onRefresh: () => void;
  onSolved: (solution: CaptchaSolution) => void;
  /** The picture fetch failed: shown as given (format it with captchaErrorText('picture', m)). */
  pictureError?: string | null;
  slider?: SliderCaptchaAdapter | null;
}

const Picture = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 4.5rem;
  padding: 0;
  border: 1px solid ${design.color.border};
  border-radius: ${design.radius.m};
  background: ${design.color.surfaceRaised};
  color: ${design.color.textMuted};
  cursor: pointer;
  img {
    max-height: 100%;
    max-width: 100%;
  }
`;

const SliderMount = styled.div`
  min-height: 10rem;
`;

/** 图形验证: a slider through its adapter, else a picture and a text input (max 10). */
export function CaptchaDialog({
  open,
  onOpenChange,
  image,
  codeId,
  onRefresh,
  onSolved,
  pictureError,
  slider,
}: CaptchaDialogProps) {
  const t = useT();
  const text = useMessage();
  const code = useValidatedField(validatePictureCaptcha, (value) =>
    onSolved({ kaptchcate: 1, codeId, code: value }),
  );
  const [sliderError, setSliderError] = useState<string | null>(null);
  const [useSlider, setUseSlider] = useState(Boolean(slider));
  // The dialog's content mounts in a portal after this component: a callback ref tells when.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const solvedRef = useRef(onSolved);
  useEffect(() => {
    solvedRef.current = onSolved;
  }, [onSolved]);

  useEffect(() => {
    if (!open || !useSlider || !slider || !container) return;
    let stop: (() => void) | undefined;
    try {
      stop = slider.mount(container, {
        onSuccess: (solution) => solvedRef.current(solution),
        onError: (stage, message) => {
          setSliderError(captchaErrorText(stage, message));
          if (stage === 'provider') setUseSlider(false);
        },
      });
    } catch (e) {
      // a provider that throws on start: fall back to the picture captcha
      const message = captchaErrorText('provider', e instanceof Error ? e.message : String(e));
      void Promise.resolve().then(() => {
        setSliderError(message);
        setUseSlider(false);
      });
    }
    return () => stop?.();
  }, [open, useSlider, slider, container]);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      nested
      size="s"
      title={t('captcha.title')}
      footer={useSlider ? undefined : <Button onClick={code.submit}>{t('captcha.confirm')}</Button>}
    >
      {sliderError ? <ErrorText role="alert">{sliderError}</ErrorText> : null}
      {useSlider ? (
        <SliderMount ref={setContainer} data-testid="slider-captcha" />
      ) : (
        <>
          {slider && sliderError ? <HintText>{t('captcha.sliderFallback')}</HintText> : null}
          <Picture type="button" onClick={onRefresh} aria-label={t('captcha.refresh')}>
            {image ? <img src={image} alt={t('captcha.imageAlt')} /> : t('captcha.loadingImage')}
          </Picture>
          {pictureError ? <ErrorText role="alert">{text(pictureError)}</ErrorText> : null}
          <form onSubmit={code.submitForm}>
            <Input
              label={t('captcha.inputLabel')}
              placeholder={t('captcha.inputPlaceholder')}
              value={code.value}
              onChange={code.change}
              maxLength={LIMITS.captchaMax}
              autoComplete="off"
              error={text(code.error)}
            />
          </form>
        </>
      )}
    </Dialog>
  );
}
