/**
 * The absolute address of an in-site path, for what leaves the screen: QR codes and copied
 * links. The site's own origin, unless the build pins one (`VITE_SITE_ORIGIN`): Storybook pins
 * it so that a QR code draws the same on every run, whatever port the stories are served on.
 */
export function siteAddress(path: string): string {
  const pinned: unknown = import.meta.env.VITE_SITE_ORIGIN;
  if (typeof pinned === 'string' && pinned) return pinned + path;
  return typeof window === 'undefined' ? path : window.location.origin + path;
}
