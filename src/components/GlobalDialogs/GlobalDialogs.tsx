import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootStore, useSessionStore, useUiStore, useWalletStore } from '../../stores/hooks';
import type { CaptchaResult } from '../../stores/session/types';
import type { ToastContent } from '../../stores/ui/UiStore';
import { AuthDialog } from '../AuthDialog/AuthDialog';
import type { FindWay } from '../AuthDialog/FindPassword';
import { BindRealNameDialog } from '../BindRealNameDialog/BindRealNameDialog';
import { CaptchaDialog, type CaptchaSolution } from '../CaptchaDialog/CaptchaDialog';
import { CustomerServiceNotice } from '../CustomerServiceNotice/CustomerServiceNotice';
import { DataErrorDialog } from '../DataErrorDialog/DataErrorDialog';
import { LoadingToast } from '../LoadingToast/LoadingToast';
import { LoginRequiredDialog } from '../LoginRequiredDialog/LoginRequiredDialog';
import { SecurityCheckDialog } from '../SecurityCheckDialog/SecurityCheckDialog';
import { TipsDialog } from '../TipsDialog/TipsDialog';
import { Toaster } from '../Toast/Toast';
import { TransferInDialog } from '../TransferInDialog/TransferInDialog';
import { VenueEntryOverlay } from '../VenueEntryOverlay/VenueEntryOverlay';
import { useMessage } from '../shared/useMessage';

export interface GlobalDialogsProps {
  /** The online-customer-service url (the app wires the call). */
  resolveServiceUrl?: () => Promise<string>;
}

function useToastText() {
  const { t } = useTranslation();
  const message = useMessage();
  return (content: ToastContent) =>
    'text' in content ? content.text : message(t(content.key, content.params ?? {}));
}

/** The UI store's dialogs and toasts, the wallet's transfer-in dialog and the auth dialog. */
export const GlobalDialogs = observer(function GlobalDialogs({
  resolveServiceUrl,
}: GlobalDialogsProps) {
  const ui = useUiStore();
  const wallet = useWalletStore();
  const toastText = useToastText();
  // store texts are MessageKeys (translated) or the server's own text (shown as is)
  const text = useMessage();
  const tips = ui.currentTips;
  const [serviceOpen, setServiceOpen] = useState(false);

  return (
    <>
      <Toaster
        toasts={ui.toasts.map((toast) => ({
          id: String(toast.id),
          type: toast.kind,
          message: toastText(toast.content),
        }))}
        onDismiss={(id) => ui.dismissToast(Number(id))}
      />
      {tips ? (
        <TipsDialog
          key={tips.id}
          open
          title={text(tips.title)}
          message={text(tips.content)}
          confirmText={tips.confirmText === undefined ? undefined : text(tips.confirmText)}
          cancelText={tips.cancelText === undefined ? undefined : text(tips.cancelText)}
          showCancel={tips.cancelText !== undefined}
          closable={tips.closable !== false}
          onOpenChange={(open) => {
            if (!open) ui.closeTips();
          }}
          onConfirm={() => ui.confirmTips()}
          onCancel={() => ui.cancelTips()}
        />
      ) : null}
      <LoadingToast
        open={ui.loading !== null}
        text={ui.loading ? text(ui.loading.text) : undefined}
      />
      <VenueEntryOverlay open={ui.venueEntryOpen} />
      <LoginRequiredDialog
        open={ui.loginRequired !== null}
        onOpenChange={(open) => {
          if (!open) ui.closeLoginRequired();
        }}
        onLogin={() => ui.confirmLoginRequired()}
      />
      <BindRealNameDialog
        open={ui.bindRealName !== null}
        message={text(ui.bindRealName?.message)}
        onOpenChange={(open) => {
          if (!open) ui.closeBindRealName();
        }}
        onComplete={() => ui.confirmBindRealName()}
      />
      <DataErrorDialog open={ui.dataError !== null} onReenter={() => ui.confirmDataError()} />
      {wallet.transferIn ? (
        <TransferInDialog
          open
          message={text(wallet.transferIn.message)}
          centerBalance={wallet.centerBalance ?? 0}
          submitting={wallet.transferIn.busy}
          serverError={wallet.transferIn.error}
          onOpenChange={(open) => {
            if (!open) wallet.closeTransferIn();
          }}
          onSubmit={(amount) => {
            wallet.setTransferAmount(amount);
            void wallet.submitTransferIn();
          }}
          onEnterDirectly={() => void wallet.enterDirectly()}
        />
      ) : null}
      <ConnectedAuthDialog onContactService={() => setServiceOpen(true)} />
      <StoreCaptchaDialog />
      {resolveServiceUrl ? (
        <CustomerServiceNotice
          open={serviceOpen}
          onOpenChange={setServiceOpen}
          resolveUrl={resolveServiceUrl}
        />
      ) : null}
    </>
  );
});

type Retry =
  | { kind: 'login'; input: { name: string; password: string; remember: boolean } }
  | { kind: 'register'; input: { name: string; password: string; repeatPassword: string } };

/** 图形验证 over the session's captcha flow (login, register and new-device code requests). */
export const StoreCaptchaDialog = observer(function StoreCaptchaDialog() {
  const captcha = useSessionStore().captcha;
  return (
    <CaptchaDialog
      key={captcha.purpose}
      open={captcha.open}
      onOpenChange={(open) => {
        if (!open) captcha.cancel();
      }}
      image={captcha.image}
      codeId={captcha.codeId ?? ''}
      onRefresh={() => void captcha.refresh()}
      onSolved={(solution: CaptchaSolution) => {
        captcha.submitPicture(solution.code);
      }}
    />
  );
});

/** The auth dialog in the mode the UI store holds, over the session store and its flows. */
export const ConnectedAuthDialog = observer(function ConnectedAuthDialog({
  onContactService,
}: {
  onContactService: () => void;
}) {
  const root = useRootStore();
  const ui = useUiStore();
  const session = useSessionStore();
  const [error, setError] = useState<string | null>(null);
  const state = ui.authDialog;
  const close = (open: boolean) => {
    if (!open) {
      setError(null);
      root.events.emit({ type: 'closeAuth' });
    }
  };

  if (state.mode === 'closed') return null;

  if (state.mode === 'login_register') {
    // 6021/6022: the server asks for a captcha; the same attempt is retried with it
    const attempt = async (retry: Retry) => {
      setError(null);
      let captcha: CaptchaResult | undefined;
      // 6021/6022: the server asks for a captcha; the same attempt is retried with it
      for (;;) {
        const result =
          retry.kind === 'login'
            ? await session.login({ ...retry.input, captcha })
            : await session.register({ ...retry.input, captcha });
        if (result.status === 'error') setError(result.message);
        if (result.status !== 'verify') return;
        const passed = await session.captcha.request(retry.kind);
        if (!passed) return;
        captcha = passed;
      }
    };
    return (
      <>
        <AuthDialog.LoginRegister
          // the remembered account loads at start-up: a new one fills the form afresh
          key={session.remembered?.name ?? ''}
          open
          onOpenChange={close}
          tab={state.tab === 2 ? 'register' : 'login'}
          onTabChange={(tab) => {
            setError(null);
            ui.openAuth(tab === 'register' ? 2 : 1);
          }}
          submitting={session.loggingIn || session.registering}
          serverError={error}
          rememberedUsername={session.remembered?.name ?? ''}
          onLogin={(values) =>
            void attempt({
              kind: 'login',
              input: {
                name: values.username,
                password: values.password,
                remember: values.remember,
              },
            })
          }
          onRegister={(values) =>
            void attempt({
              kind: 'register',
              input: {
                name: values.username,
                password: values.password,
                repeatPassword: values.repeatPassword,
              },
            })
          }
          onForgotPassword={() => root.events.emit({ type: 'forget_password' })}
          onContactService={onContactService}
        />
      </>
    );
  }

  if (state.mode === 'find_password') {
    const flow = session.forgot;
    const run = async (action: () => Promise<{ ok: true } | { ok: false; message: string }>) => {
      setError(null);
      const result = await action();
      if (!result.ok) setError(result.message);
    };
    return (
      <AuthDialog.FindPassword
        open
        onOpenChange={close}
        step={flow.step}
        way={flow.way}
        onWayChange={(way: FindWay) => flow.setWay(way)}
        area={flow.area}
        onAreaChange={(area) => flow.setArea(area)}
        submitting={flow.busy}
        serverError={error}
        onSendCode={(input) =>
          void run(() =>
            flow.sendCode({ name: input.username, phone: input.phone, email: input.email }),
          )
        }
        onResendCode={async () => {
          const result = await flow.sendCode({
            name: flow.name,
            phone: flow.phone,
            email: flow.email,
          });
          if (!result.ok) setError(result.message);
          return result.ok;
        }}
        onVerify={(code) => void run(() => flow.verify(code))}
        onReset={(input) =>
          void run(() => flow.resetPassword(input.password, input.confirmPassword))
        }
        onBack={() => flow.back()}
        onBackToLogin={() => {
          if (ui.authDialog.mode === 'find_password') flow.backToLogin();
        }}
        onContactService={onContactService}
      />
    );
  }

  const flow = session.newDevice;
  return (
    <>
      <AuthDialog.NewDevice
        open
        onOpenChange={close}
        maskedPhone={flow.maskedPhone}
        message={flow.message}
        codeRequested={flow.codeRequested}
        inlineError={flow.inlineError}
        serverError={error}
        onGetCode={(channel) => {
          void flow.getCode(channel);
          // resolves when the chain (captcha, security check, request) settles: counting
          // starts only once the code was sent
          return new Promise<boolean>((resolve) => {
            const stop = reaction(
              () => flow.phase,
              (phase) => {
                if (phase === 'idle') {
                  stop();
                  resolve(flow.codeRequested);
                }
              },
            );
          });
        }}
        onLogin={async (code) => {
          flow.setCode(code);
          const result = await flow.login();
          if (result.status === 'error') setError(result.message);
        }}
        onSwitchAccount={() => flow.switchAccount()}
        onRegisterNew={() => root.events.emit({ type: 'register' })}
      />
      <SecurityCheckDialog
        open={flow.phase === 'security_check'}
        onOpenChange={(open) => {
          if (!open) flow.cancel();
        }}
        maskedPhone={flow.maskedPhone}
        submitting={false}
        serverError={flow.inlineError}
        onSubmit={async (fragment) => {
          const result = await flow.submitFragment(fragment);
          if (!result.ok) setError(result.message);
        }}
      />
    </>
  );
});
