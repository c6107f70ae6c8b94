// The addresses the download page offers as QR codes: the mobile site (pre-info h5DomainUrl with
// the invitation and referral codes) and the permanent address (the foreverSite flag).

export interface DownloadTarget {
  kind: 'mobile' | 'forever';
  url: string;
}

function parse(url: string | null, base: string): URL | null {
  if (!url || url.trim() === '') return null;
  try {
    const u = new URL(url, base);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u : null;
  } catch {
    return null;
  }
}

/**
 * The mobile QR leads to the configured mobile site when it is another site; when none is
 * configured, or it is on this site's own origin, it leads to this site's home (the same site
 * works on a phone), keeping the icode and rcode. The permanent address follows when it is a
 * web address different from the first.
 */
export function downloadTargets(
  mobileSiteUrl: string | null,
  foreverSite: string | null,
  origin: string,
): DownloadTarget[] {
  const home = new URL('/', origin);
  const mobile = parse(mobileSiteUrl, origin);
  let mobileUrl: string;
  if (mobile && mobile.origin !== home.origin) mobileUrl = mobile.toString();
  else {
    for (const key of ['icode', 'rcode']) {
      const value = mobile?.searchParams.get(key);
      if (value) home.searchParams.set(key, value);
    }
    mobileUrl = home.toString();
  }
  const targets: DownloadTarget[] = [{ kind: 'mobile', url: mobileUrl }];
  const forever = parse(foreverSite, origin);
  if (forever && forever.toString() !== mobileUrl)
    targets.push({ kind: 'forever', url: forever.toString() });
  return targets;
}
