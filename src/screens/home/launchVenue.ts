// Launching a venue from the menu panels, the home tiles and the hot games: the wallet store
// launches it (login, transfer-in and maintenance handled there), then the page opens it.
import { isWebUrl } from '../../domain';
import type { RootStore } from '../../stores';
import type { NavigationVenue } from './HomeModel';

/** Opens a launched venue: same tab when the venue says so, else a new tab without opener. */
export function openVenue(url: string, sameTab: boolean): void {
  if (!isWebUrl(url, window.location.href)) return;
  if (sameTab) window.location.assign(url);
  else window.open(url, '_blank', 'noopener,noreferrer');
}

export async function launchVenue(
  root: RootStore,
  venue: Pick<NavigationVenue, 'enName' | 'channelCode' | 'name' | 'sameTab'>,
): Promise<void> {
  const result = await root.wallet.launch({
    enName: venue.enName,
    channelCode: venue.channelCode,
    name: venue.name,
    sameTab: venue.sameTab,
  });
  if (result.status === 'ok') openVenue(result.url, venue.sameTab);
}
