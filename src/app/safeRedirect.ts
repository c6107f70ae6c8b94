// `/redirect/{path}` follows only in-site paths (ARCHITECTURE.md, safety of the product).

export const REDIRECT_PREFIX = '/redirect/';

/**
 * The in-site path a `/redirect/...` address leads to, or null when the target is not a plain
 * in-site path: absolute URLs, schemes (javascript:, data:...), protocol-relative `//host`,
 * backslashes (browsers read `/\host` as `//host`), control characters, and encoded forms of
 * those are all refused.
 */
export function safeRedirectTarget(pathname: string, search = '', hash = ''): string | null {
  if (!pathname.startsWith(REDIRECT_PREFIX)) return null;
  const raw = pathname.slice(REDIRECT_PREFIX.length);
  if (raw === '') return null;
  let decoded = raw;
  // Decode repeatedly (double-encoded attacks), giving up on malformed escapes.
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return null;
    }
    if (next === decoded) break;
    decoded = next;
  }
  if (/%[0-9a-f]{2}/i.test(decoded) && safeDecodeOnce(decoded) !== decoded) return null;
  // A path inside the site: one leading slash added by us, never a scheme or a host.
  if (decoded.includes('\\') || hasControlCharacter(decoded)) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(decoded)) return null;
  if (decoded.startsWith('/')) return null; // `/redirect//evil.com` or `/redirect///x`
  const target = `/${decoded}`;
  // The browser must resolve it to the same origin, and to the same path we checked.
  let url: URL;
  try {
    url = new URL(target, 'https://site.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://site.invalid') return null;
  if (url.pathname.startsWith(REDIRECT_PREFIX)) return null; // no redirect loops
  return `${url.pathname}${url.search || search}${url.hash || hash}`;
}

function safeDecodeOnce(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** The in-site path of a `from` parameter, or null when it is anything else. */
export function returnPath(search: string): string | null {
  const from = new URLSearchParams(search).get('from');
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return null;
  try {
    const url = new URL(from, 'https://site.invalid');
    if (url.origin !== 'https://site.invalid') return null;
    if (url.pathname.startsWith('/mine/auth')) return null;
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}
