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

/**
 * The sandbox of a frame showing a venue's page. A venue on its own origin keeps that origin
 * (its own storage and calls, which real providers need). A page of the site's own origin (the
 * demo venues) or a `srcdoc` gets an opaque origin instead: with scripts and the site's origin
 * together it could reach the site's storage, session token included.
 */
export function venueFrameSandbox(url: string | null, base: string, extra = ''): string {
  const tokens = ['allow-scripts', 'allow-forms', ...extra.split(' ').filter(Boolean)];
  if (url !== null && new URL(url, base).origin !== new URL(base).origin)
    tokens.push('allow-same-origin');
  return tokens.join(' ');
}
