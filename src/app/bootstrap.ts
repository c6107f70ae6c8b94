// Start-up: the SDK and the RootStore over the browser's dependencies.
import { BOOT_DATA_ID, parseBootData, type BootData } from '../sdk/bootData';
import { lateCredentialCrypto } from '../sdk/lateCrypto';
import { createSdk } from '../sdk';
import { RootStore, browserCredentials, systemClock, type SocketLike } from '../stores';
import { isMobileUserAgent } from './guards';
import type { NavigationEnv } from './navigation';

/**
 * The key of the code-request field encryption (spec section 3: sendCodeNumV2 ...). It ships in
 * the page like the original site's; the reference server reads only the hashed fields.
 */
const CODE_REQUEST_KEY = new Uint8Array(Array.from('site-code-key-16', (c) => c.charCodeAt(0)));

/** The data the page came with (server/site.ts): answers of the first calls. */
export function readBootData(doc: Document): BootData {
  return parseBootData(doc.getElementById(BOOT_DATA_ID)?.textContent);
}

export function createBrowserRoot(win: Window = window): RootStore {
  const storage = win.localStorage;
  const root: RootStore = new RootStore({
    sdk: (hooks) =>
      createSdk({
        baseUrl: win.location.origin,
        siteId: '1',
        version: '1.0',
        storage,
        getToken: hooks.getToken,
        onEvent: hooks.onEvent,
        // preInfo's safeSwitch on: every call travels in the encrypted envelope (spec section
        // 7); the envelope's code and the site's key (SITE_SAFE_KEY) load with the first sealed
        // call
        safeMode: {
          get enabled() {
            return root.site.flags.safeSwitch;
          },
        },
      }),
    storage,
    clock: systemClock,
    socketFactory: (url) => new WebSocket(url) as unknown as SocketLike,
    credentials: browserCredentials(),
    location: win.location,
    // hashing and encryption load with the first login, register or code request
    crypto: lateCredentialCrypto((m) =>
      m.createCredentialCrypto({ keySource: m.staticKeySource(CODE_REQUEST_KEY) }),
    ),
    bootAnswers: readBootData(win.document).answers ?? [],
  });
  return root;
}

export function browserNavigationEnv(win: Window = window): NavigationEnv {
  return {
    mobile: isMobileUserAgent(win.navigator.userAgent),
    leaveTo: (url) => win.location.replace(url),
  };
}
