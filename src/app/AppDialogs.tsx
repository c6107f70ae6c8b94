// Every dialog of spec section 2, connected to the stores: the components take props, the
// stores hold the state, this file passes one to the other.
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/useLanguage';
import { useNavigate } from 'react-router-dom';
import { AuthDialog } from '../components/AuthDialog/AuthDialog';
import { BindRealNameDialog } from '../components/BindRealNameDialog/BindRealNameDialog';
import { CaptchaDialog, type CaptchaSolution } from '../components/CaptchaDialog/CaptchaDialog';
import { CustomerServiceNotice } from '../components/CustomerServiceNotice/CustomerServiceNotice';
import { DataErrorDialog } from '../components/DataErrorDialog/DataErrorDialog';
import { LoadingToast } from '../components/LoadingToast/LoadingToast';
import { LoginRequiredDialog } from '../components/LoginRequiredDialog/LoginRequiredDialog';
import { SecurityCheckDialog } from '../components/SecurityCheckDialog/SecurityCheckDialog';
import { TipsDialog } from '../components/TipsDialog/TipsDialog';
import { Toaster, type ToastItem } from '../components/Toast/Toast';
import { TransferInDialog } from '../components/TransferInDialog/TransferInDialog';
import { VenueEntryOverlay } from '../components/VenueEntryOverlay/VenueEntryOverlay';
import { useRootStore, type AuthResult, type CaptchaResult } from '../stores';
import type { Venue } from '../stores/wallet/WalletStore';
import type { CaptchaPurpose } from '../stores/session/CaptchaFlow';
import { openVenue } from '../screens/home/launchVenue';
import { useMessage } from '../components/shared/useMessage';
import '../stores/lobby/register';
import '../stores/session/register';

/**
 * The picture captcha (图形验证): the session's one captcha (`session.captcha`), shown as the store
 * holds it. Whoever needs a captcha awaits `session.captcha.request(purpose)`: the store loads the
 * picture once, takes the answer and settles the request (closing it resolves null).
 */
const StoreCaptcha = observer(function StoreCaptcha() {
  const { captcha } = useRootStore().session;
  return (
    <CaptchaDialog
      // a fresh dialog (empty input) for every request
      key={captcha.requestId}
      open={captcha.open}
      onOpenChange={(open) => {
        if (!open) captcha.cancel();
      }}
      image={captcha.image}
      codeId={captcha.codeId ?? ''}
      pictureError={captcha.notice}
      onRefresh={() => void captcha.refresh()}
      onSolved={(solution: CaptchaSolution) => {
        // no slider provider is mounted: the solution is the picture's text
        if (solution.kaptchcate === 1) captcha.submitPicture(solution.code);
      }}
    />
  );
});

const AuthDialogs = observer(function AuthDialogs({
  onContactService,
}: {
  onContactService: () => void;
}) {
  const root = useRootStore();
  const { ui, session, events } = root;
  const state = ui.authDialog;
  const [serverError, setServerError] = useState<string | null>(null);
  /** New device: resolves the get-code button's request when the security check sends the code. */
  const fragmentDone = useRef<((sent: boolean) => void) | null>(null);
  // find password by phone: the country areas to choose from (queryCountryArea)
  const findingPassword = state.mode === 'find_password';
  useEffect(() => {
    if (findingPassword) void session.forgot.areas.ensure();
  }, [findingPassword, session]);
  const close = (open: boolean) => {
    if (!open) {
      setServerError(null);
      events.emit({ type: 'closeAuth' });
    }
  };

  /** Runs a login or register, asking for a captcha when the server wants one (6021 / 6022). */
  const attempt = (
    purpose: CaptchaPurpose,
    run: (captcha?: CaptchaResult) => Promise<AuthResult>,
    captcha?: CaptchaResult,
  ) => {
    setServerError(null);
    void run(captcha).then(async (result) => {
      if (result.status === 'verify') {
        const passed = await session.captcha.request(purpose);
        if (passed) attempt(purpose, run, passed);
      } else if (result.status === 'error') setServerError(result.message);
    });
  };

  if (state.mode === 'login_register') {
    return (
      <AuthDialog
        // a fresh form for each tab, and when the remembered account (loaded at start-up) arrives
        key={`lr-${state.tab}-${session.remembered?.name ?? ''}`}
        mode="login_register"
        open
        onOpenChange={close}
        tab={state.tab === 2 ? 'register' : 'login'}
        onTabChange={(tab) => {
          setServerError(null);
          events.emit({ type: 'switch_auth_way', tab: tab === 'register' ? 2 : 1 });
        }}
        onLogin={(v) =>
          attempt('login', (captcha) =>
            session.login({
              name: v.username,
              password: v.password,
              remember: v.remember,
              captcha,
            }),
          )
        }
        onRegister={(v) =>
          attempt('register', (captcha) =>
            session.register({
              name: v.username,
              password: v.password,
              repeatPassword: v.repeatPassword,
              captcha,
            }),
          )
        }
        onForgotPassword={() => events.emit({ type: 'forget_password' })}
        onContactService={onContactService}
        submitting={session.loggingIn || session.registering}
        serverError={serverError}
        rememberedUsername={session.remembered?.name ?? ''}
        shownAt={state.shownAt}
      />
    );
  }
  if (state.mode === 'find_password') {
    const flow = session.forgot;
    const handle = (p: Promise<{ ok: boolean; message?: string }>) =>
      void p.then((r) => setServerError(r.ok ? null : (r.message ?? null)));
    /** Sends (or sends again) the code, through the captcha when the server asks (6021 / 6022). */
    const sendCode = (
      input: { name: string; phone?: string; email?: string },
      captcha?: CaptchaResult,
    ): Promise<boolean> =>
      flow.sendCode({ ...input, captcha }).then(async (r) => {
        if (!r.ok && r.verify) {
          const purpose = flow.way === 'phone' ? 'forgot_phone' : 'forgot_email';
          const passed = await session.captcha.request(purpose);
          return passed ? sendCode(input, passed) : false;
        }
        setServerError(r.ok ? null : r.message);
        return r.ok;
      });
    return (
      <AuthDialog
        mode="find_password"
        open
        onOpenChange={close}
        step={flow.step}
        way={flow.way}
        onWayChange={(way) => flow.setWay(way)}
        areas={flow.areaChoices}
        area={flow.area}
        onAreaChange={(area) => flow.setArea(area)}
        onSendCode={(input) =>
          void sendCode({ name: input.username, phone: input.phone, email: input.email })
        }
        onResendCode={() => sendCode({ name: flow.name, phone: flow.phone, email: flow.email })}
        onVerify={(code) => handle(flow.verify(code))}
        onReset={(input) => handle(flow.resetPassword(input.password, input.confirmPassword))}
        onBack={() => flow.back()}
        onBackToLogin={() => flow.backToLogin()}
        onContactService={onContactService}
        submitting={flow.busy}
        serverError={serverError}
      />
    );
  }
  if (state.mode === 'new_device') {
    const flow = session.newDevice;
    return (
      <>
        <AuthDialog
          mode="new_device"
          open
          onOpenChange={close}
          maskedPhone={flow.maskedPhone}
          message={flow.message}
          onGetCode={(channel) =>
            // The store runs the whole chain (its captcha, then the security check the first
            // time, then the request). Resolves true once the code is sent, so the get-code
            // button starts its countdown only then.
            new Promise<boolean>((resolve) => {
              void flow.getCode(channel).then((r) => {
                if (!r.ok) {
                  if (!r.cancelled) setServerError(r.message);
                  resolve(false);
                } else if (flow.codeRequested && flow.phase === 'idle') resolve(true);
                else fragmentDone.current = resolve; // the security check finishes it
              });
            })
          }
          codeRequested={flow.codeRequested}
          onLogin={(code) => {
            flow.setCode(code);
            void flow.login().then((r) => setServerError(r.status === 'error' ? r.message : null));
          }}
          onSwitchAccount={() => flow.switchAccount()}
          onRegisterNew={() => flow.registerNew()}
          submitting={session.loggingIn}
          inlineError={flow.inlineError}
          serverError={serverError}
        />
        <SecurityCheckDialog
          open={
            flow.phase === 'security_check' ||
            (flow.phase === 'requesting' && flow.fullPhone === null)
          }
          onOpenChange={(open) => {
            if (!open && flow.phase === 'security_check') {
              flow.cancel();
              fragmentDone.current?.(false);
              fragmentDone.current = null;
            }
          }}
          maskedPhone={flow.maskedPhone}
          onSubmit={(fragment) =>
            void flow.submitFragment(fragment).then((r) => {
              setServerError(r.ok || r.cancelled ? null : r.message);
              // done unless the security check is still open (a wrong fragment)
              if (r.ok || flow.phase !== 'security_check') {
                fragmentDone.current?.(r.ok);
                fragmentDone.current = null;
              }
            })
          }
          submitting={flow.phase === 'requesting'}
          serverError={serverError}
        />
      </>
    );
  }
  return null;
});

/** Toasts, tips, loading, venue entry, transfer-in, bind real name, data error, login required, auth. */
export const AppDialogs = observer(function AppDialogs() {
  const root = useRootStore();
  const { ui, wallet, events } = root;
  const t = useT();
  const text = useMessage();
  const [serviceOpen, setServiceOpen] = useState(false);
  useEffect(() => ui.toasterShown(), [ui]);

  const toasts: ToastItem[] = ui.toasts.map((toast) => ({
    id: String(toast.id),
    type: toast.kind,
    duration: root.toastMs,
    message:
      'text' in toast.content ? toast.content.text : t(toast.content.key, toast.content.params),
  }));
  const tips = ui.currentTips;
  const transferIn = wallet.transferIn;

  const navigate = useNavigate();
  // The game launched from the transfer-in dialog opens by the same-tab rule of spec section 9,
  // like a tile's launch: the game window in this tab, the sports page, or a new tab.
  const afterLaunch = (venue: Venue | undefined, p: Promise<{ status: string; url?: string }>) =>
    void p.then((r) => {
      if (r.status !== 'ok' || !r.url || !venue) return;
      const next = root.lobby.launchedFromTransfer(venue, r.url);
      if (next.status === 'window')
        void navigate(next.path, { state: { url: next.url, name: venue.name } });
      else if (next.status === 'sport')
        void navigate(next.path, next.url ? { state: { url: next.url } } : undefined);
      else if (next.status === 'newTab') openVenue(next.url, false);
    });

  return (
    <>
      <AuthDialogs onContactService={() => setServiceOpen(true)} />
      <StoreCaptcha />
      <CustomerServiceNotice
        open={serviceOpen}
        onOpenChange={setServiceOpen}
        resolveUrl={async () => {
          const data = await root.call('configurationOnlinecustomservice', {});
          return data.url;
        }}
      />
      <Toaster toasts={toasts} onDismiss={(id) => ui.dismissToast(Number(id))} />
      <TipsDialog
        key={tips?.id ?? 'none'}
        open={tips !== null}
        onOpenChange={(open) => {
          // The dialog's buttons report the close before their own action (confirm / cancel
          // shift the queue themselves): only a close that is still pending afterwards is x/Esc.
          const id = tips?.id;
          if (!open && id !== undefined)
            queueMicrotask(() => {
              if (ui.currentTips?.id === id) ui.closeTips();
            });
        }}
        title={tips ? text(tips.title) : undefined}
        message={text(tips?.content)}
        confirmText={tips?.confirmText === undefined ? undefined : text(tips.confirmText)}
        cancelText={tips?.cancelText === undefined ? undefined : text(tips.cancelText)}
        showCancel={tips?.cancelText !== undefined}
        closable={tips?.closable ?? true}
        onConfirm={() => ui.confirmTips()}
        onCancel={() => ui.cancelTips()}
      />
      <LoadingToast
        open={ui.loading !== null}
        text={ui.loading ? text(ui.loading.text) : undefined}
      />
      <VenueEntryOverlay open={ui.venueEntryOpen} text={text(ui.venueEntryText)} />
      <TransferInDialog
        open={transferIn !== null}
        onOpenChange={(open) => {
          if (!open) wallet.closeTransferIn();
        }}
        message={transferIn ? text(transferIn.message) : undefined}
        centerBalance={wallet.centerBalance ?? 0}
        onSubmit={(amount) => {
          wallet.setTransferAmount(amount);
          afterLaunch(transferIn?.venue, wallet.submitTransferIn());
        }}
        onEnterDirectly={() => afterLaunch(transferIn?.venue, wallet.enterDirectly())}
        submitting={transferIn?.busy ?? false}
        serverError={transferIn?.error ?? null}
      />
      <BindRealNameDialog
        open={ui.bindRealName !== null}
        onOpenChange={(open) => {
          if (!open) ui.closeBindRealName();
        }}
        message={text(ui.bindRealName?.message)}
        onComplete={() => ui.confirmBindRealName()}
      />
      <DataErrorDialog open={ui.dataError !== null} onReenter={() => ui.confirmDataError()} />
      <LoginRequiredDialog
        open={ui.loginRequired !== null}
        onOpenChange={(open) => {
          if (!open && ui.loginRequired) ui.closeLoginRequired();
        }}
        onLogin={() => {
          if (ui.loginRequired) ui.confirmLoginRequired();
          else events.emit({ type: 'login' });
        }}
      />
    </>
  );
});
