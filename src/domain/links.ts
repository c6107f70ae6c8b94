/**
 * Links the server hands us (venue launch urls, customer service) are opened only when they are
 * web addresses: a `javascript:` or `data:` url would run in, or impersonate, the site.
 */
export function isWebUrl(url: string, base: string): boolean {
  try {
    const { protocol } = new URL(url, base);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
