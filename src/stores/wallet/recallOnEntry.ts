// Auto-transfer on entering the own book (issue 40): the board plays with the centre wallet, so
// with the member's auto-transfer on, what the venues hold comes back to it as the board opens;
// a stake is then never capped by a centre wallet emptied into a venue. The server does the same
// on a venue launch (server/handlers/games.ts venueLaunch); this is for a board opened by its
// address or the menu, which launches nothing. Imported by the board only.
import { OWN_BOOK } from '../../sdk/bootData';
import type { RootStore } from '../RootStore';
import { BALANCE_FRESH_MS } from './WalletStore';

/** Reads the balance and, for the own book with auto-transfer on and money in venues, recalls it
 * (一键回收, its toast, the balance read again). Answers whether money was recalled. */
export async function recallOnEntry(root: RootStore, enName: string): Promise<boolean> {
  const { wallet, session } = root;
  if (!session.isLoggedIn) return false;
  await wallet.refreshBalanceUnlessRecent(BALANCE_FRESH_MS);
  if (enName.toUpperCase() !== OWN_BOOK) return false;
  if (wallet.autoTransfer === null) await session.ensureUserInfo();
  if (!wallet.autoTransfer || !((wallet.inVenues ?? 0) > 0)) return false;
  return wallet.recycle();
}
