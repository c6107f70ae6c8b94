import { FirstDraw } from './firstDraw';
import { BOOT_ANSWER_TTL_MS, bootMatchBody, sameBody, type BootAnswer } from '../sdk/bootData';
import { SPORTS_FEED_PATH } from '../sdk/sportsFeed';
import type { OperationId, OperationRequestBody } from '../sdk/operations.generated';
import { callOperation, type CallResult } from './api';
import type { CodeRequestSecrets, CodeRequestSecretsInput } from '../sdk/crypto';
import { lateCredentialCrypto } from '../sdk/lateCrypto';
import {
  systemClock,
  type CallOptions,
  type Clock,
  type CredentialStore,
  type KeyValueStorage,
  type LocationLike,
  type SdkFactory,
  type SocketFactory,
  type StoreSdk,
} from './deps';
import { EventBus } from './events';
import { featureFactory, type FeatureName, type FeatureStores } from './features';
import { InboxStore } from './inbox/InboxStore';
import { SessionStore } from './session/SessionStore';
import { SiteStore } from './site/SiteStore';
import type { ScheduleFrame } from './sports/types';
import { TOAST_MS, UiStore } from './ui/UiStore';
import { WalletStore } from './wallet/WalletStore';

/** Password hashing and the encrypted fields of a code request (src/sdk/crypto.ts). */
export interface StoreCrypto {
  hashPassword(text: string): Promise<string>;
  codeRequestSecrets(input: CodeRequestSecretsInput): Promise<CodeRequestSecrets>;
}

export interface RootStoreDeps {
  /** The SDK, or a factory given the session's token getter and the event bus. */
  sdk: StoreSdk | SdkFactory;
  storage: KeyValueStorage;
  clock?: Clock;
  socketFactory: SocketFactory;
  /** Credential Management wrapper; absent where the browser has none (username only). */
  credentials?: CredentialStore | null;
  location: LocationLike;
  events?: EventBus;
  /** Hashing and encryption; the code-request encryption needs the site's key source. */
  crypto?: StoreCrypto;
  /** The chat socket address (the handshake adds client type web and the site id). */
  chatUrl?: string;
  siteId?: string;
  /** The live sports feed's socket address (default: /sports/ws on the page's host). */
  sportsFeedUrl?: string;
  /** Frame scheduler of the live sports list (tests, benchmarks); else requestAnimationFrame. */
  scheduleFrame?: ScheduleFrame;
  /** Answers the page came with (src/sdk/bootData.ts): the first matching call uses one instead
   * of asking the server, within BOOT_ANSWER_TTL_MS of start-up. */
  bootAnswers?: readonly BootAnswer[];
  /** How long a toast stays, in ms (default TOAST_MS); a story keeps its toasts for its picture
   * however slow the machine taking it. */
  toastMs?: number;
}

/** The root of the stores: built from its dependencies, each store built with the root. */
export class RootStore {
  readonly sdk: StoreSdk;
  readonly storage: KeyValueStorage;
  readonly clock: Clock;
  readonly toastMs: number;
  readonly socketFactory: SocketFactory;
  readonly credentials: CredentialStore | null;
  readonly location: LocationLike;
  readonly events: EventBus;
  readonly crypto: StoreCrypto;
  readonly chatUrl: string;
  readonly scheduleFrame: ScheduleFrame | undefined;
  /** The live sports feed's socket address (the feed is built with the sports stores). */
  readonly sportsFeedUrl: string;
  /** The page's answers not used yet, and until when they may be. */
  private readonly bootAnswers: BootAnswer[];
  private readonly bootAnswersUntil: number;

  readonly ui: UiStore;
  readonly site: SiteStore;
  readonly session: SessionStore;
  readonly wallet: WalletStore;
  readonly inbox: InboxStore;
  /** Answers that change the page's first render wait for it (src/stores/firstDraw.ts). */
  readonly firstDraw = new FirstDraw();
  private readonly unsubscribe: Array<() => void>;

  constructor(deps: RootStoreDeps) {
    this.storage = deps.storage;
    this.clock = deps.clock ?? systemClock;
    this.toastMs = deps.toastMs ?? TOAST_MS;
    this.socketFactory = deps.socketFactory;
    this.credentials = deps.credentials ?? null;
    this.location = deps.location;
    this.events = deps.events ?? new EventBus();
    this.crypto = deps.crypto ?? defaultCrypto();
    this.scheduleFrame = deps.scheduleFrame;
    this.sportsFeedUrl = deps.sportsFeedUrl ?? socketUrl(deps.location, SPORTS_FEED_PATH);
    this.bootAnswers = [...(deps.bootAnswers ?? [])];
    this.bootAnswersUntil = this.clock.now() + BOOT_ANSWER_TTL_MS;
    this.chatUrl = chatAddress(deps.chatUrl ?? defaultChatUrl(deps.location), deps.siteId ?? '1');
    this.sdk =
      typeof deps.sdk === 'function'
        ? deps.sdk({
            getToken: () => this.session.token,
            onEvent: (event) => this.events.emit(event),
          })
        : deps.sdk;

    this.ui = new UiStore(this);
    this.site = new SiteStore(this);
    this.session = new SessionStore(this);
    this.wallet = new WalletStore(this);
    this.inbox = new InboxStore(this);

    this.unsubscribe = [
      this.events.on('login_expired', (e) => this.session.handleLoginExpired(e.hadToken ?? true)),
      this.events.on('login_success', () => this.built('chat')?.onSessionChanged()),
    ];
  }

  private readonly features: Partial<FeatureStores> = {};

  /** The lobbies' store (registered by src/stores/lobby/register.ts). */
  get lobby(): FeatureStores['lobby'] {
    return this.feature('lobby');
  }

  /** The cashier's store (registered by src/stores/cashier/register.ts). */
  get cashier(): FeatureStores['cashier'] {
    return this.feature('cashier');
  }

  /** The promotions' store (registered by src/stores/promotions/register.ts). */
  get promotions(): FeatureStores['promotions'] {
    return this.feature('promotions');
  }

  /** The member centre's store (registered by src/stores/member/register.ts). */
  get member(): FeatureStores['member'] {
    return this.feature('member');
  }

  /** The sportsbook's board store (registered by src/stores/sports/register.ts). */
  get sports(): FeatureStores['sports'] {
    return this.feature('sports');
  }

  /** The betting slip (registered with the sports stores). */
  get slip(): FeatureStores['slip'] {
    return this.feature('slip');
  }

  /** The live chat's socket (registered by src/stores/chat/register.ts, which main.tsx loads
   * once start-up is done, and the chat widget). */
  get chat(): FeatureStores['chat'] {
    return this.feature('chat');
  }

  /** The new-device check (registered by src/stores/session/register.ts, with the dialog layer). */
  get newDevice(): FeatureStores['newDevice'] {
    return this.feature('newDevice');
  }

  /** Finding a forgotten password (registered with the new-device check). */
  get forgotPassword(): FeatureStores['forgotPassword'] {
    return this.feature('forgotPassword');
  }

  /** The live sports feed (websocket) the board attaches to. */
  get liveFeed(): FeatureStores['liveFeed'] {
    return this.feature('liveFeed');
  }

  /** An area's store if it has been built (else null: nothing of it to reset or stop). */
  built<K extends FeatureName>(name: K): FeatureStores[K] | null {
    return this.features[name] ?? null;
  }

  /** An area's store, built on first use (see features.ts). */
  private feature<K extends FeatureName>(name: K): FeatureStores[K] {
    const built = this.features[name];
    if (built) return built;
    const make = featureFactory(name);
    if (!make) {
      throw new Error(
        `The ${name} store is not loaded: import src/stores/${name}/register in the screen that uses it`,
      );
    }
    const store = make(this);
    this.features[name] = store;
    return store;
  }

  /** A typed call of the contract's operation (see api.ts). */
  call<K extends OperationId>(
    operationId: K,
    body: OperationRequestBody<K>,
    options?: CallOptions,
  ): Promise<CallResult<K>> {
    const boot = this.takeBootAnswer(operationId, body);
    if (boot) return Promise.resolve(boot.data as CallResult<K>);
    return callOperation(this.sdk, operationId, body, options);
  }

  /** The page's answer of this call now, without a call (undefined when the page has none): a
   * screen can then draw its data in its first render. Used once, like `call` uses it. */
  pageAnswer<K extends OperationId>(
    operationId: K,
    body: OperationRequestBody<K>,
  ): CallResult<K> | undefined {
    return this.takeBootAnswer(operationId, body)?.data as CallResult<K> | undefined;
  }

  /** The page's visitor answer of this call (a lobby's games, without favourites) for a member to
   * show until their own arrives; once, like `call` uses an answer; none for a visitor. */
  visitorStandIn<K extends OperationId>(
    operationId: K,
    body: OperationRequestBody<K>,
  ): CallResult<K> | undefined {
    if (!this.session.isLoggedIn) return undefined;
    return this.takeBootAnswer(operationId, body, { standIn: true })?.data as
      CallResult<K> | undefined;
  }

  /** The page's answer of this call, once, shortly after start-up; later calls ask the server.
   * A member's stand-in is a visitor's answer, which is otherwise never a member's. */
  private takeBootAnswer(
    operationId: OperationId,
    body: unknown,
    { standIn = false } = {},
  ): BootAnswer | undefined {
    if (this.bootAnswers.length === 0) return undefined;
    if (this.clock.now() > this.bootAnswersUntil) {
      this.bootAnswers.length = 0;
      return undefined;
    }
    // a visitor's answer (no favourites) is not a member's
    const member = this.session.isLoggedIn;
    const i = this.bootAnswers.findIndex(
      (a) =>
        a.op === operationId &&
        sameBody(bootMatchBody(a.op, a.body), bootMatchBody(a.op, body)) &&
        (standIn ? a.visitorOnly === true : !(a.visitorOnly && member)),
    );
    return i < 0 ? undefined : this.bootAnswers.splice(i, 1)[0];
  }

  /**
   * Start-up: referral codes and landing address, site pre-info, remembered account, the
   * logged-in member's data, and the register prompt (guard 7). A member's drawn page
   * (src/app/snapshot.tsx) starts without the member's data (`memberData: false`): it is drawn
   * before that is known, and shows it loading; so does the browser's first render that takes
   * that drawing over, which loads it (loadMemberData) once it is committed.
   */
  async start({ memberData = true }: { memberData?: boolean } = {}): Promise<void> {
    this.site.captureLanding();
    this.ui.openRegisterPrompt();
    const tasks: Promise<unknown>[] = [this.site.loadPreInfo(), this.session.loadRemembered()];
    if (memberData) tasks.push(this.loadMemberData());
    await Promise.all(tasks);
  }

  /** The logged-in member's own data: their details, balance and unread count (none for a
   * visitor). */
  async loadMemberData(): Promise<void> {
    if (!this.session.isLoggedIn) return;
    await Promise.all([
      this.session.ensureUserInfo(),
      this.wallet.refreshBalance(),
      this.inbox.refreshUnread().catch(() => undefined),
    ]);
  }

  /** Stops listening to the bus and closes the socket (tests, hot reload). */
  dispose(): void {
    for (const off of this.unsubscribe.splice(0)) off();
    this.ui.dispose();
    this.built('chat')?.disconnect();
  }
}

/** Hashing without the code-request key (loaded on first use, like the site's own). */
function defaultCrypto(): StoreCrypto {
  return lateCredentialCrypto((m) =>
    m.createCredentialCrypto({
      keySource: () =>
        Promise.reject(
          new Error('No key source for the code-request encryption: pass deps.crypto'),
        ),
    }),
  );
}

/** The socket address designed by openapi/asyncapi.yaml (channel `chat`), on the page's host. */
export const CHAT_SOCKET_PATH = '/stream/ws';

function socketUrl(location: LocationLike, path: string): string {
  const secure = location.href.startsWith('https:');
  return `${secure ? 'wss' : 'ws'}://${location.host}${path}`;
}

function defaultChatUrl(location: LocationLike): string {
  const secure = location.href.startsWith('https:');
  return `${secure ? 'wss' : 'ws'}://${location.host}${CHAT_SOCKET_PATH}`;
}

function chatAddress(url: string, siteId: string): string {
  const sep = url.includes('?') ? '&' : '?';
  return `${url}${sep}client=web&siteId=${encodeURIComponent(siteId)}`;
}
