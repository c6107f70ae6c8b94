// Opens a launched game in a new tab (launch types that never share the site's tab), checked to
// be a web address first and without giving the venue a handle on the site.
import { isWebUrl } from '../../domain';

export function openInNewTab(url: string): void {
  if (!isWebUrl(url, window.location.href)) return;
  window.open(url, '_blank', 'noopener,noreferrer');
}
