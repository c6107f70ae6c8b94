// Keeps the snapshot_off cookie (snapshotPage.ts) true to the player's state as it changes:
// set on login and on choosing the professional edition, cleared on logout and on going back.
import { reaction } from 'mobx';
import type { RootStore } from '../stores';
import { snapshotOffCookie } from './snapshotPage';

/** Whether a drawn page (a visitor's, in the classic edition) would not be this player's. */
export function drawingNotTheirs(root: RootStore): boolean {
  return root.session.isLoggedIn || root.site.edition === 'professional';
}

export function keepSnapshotHint(root: RootStore, doc: Pick<Document, 'cookie'>): () => void {
  return reaction(
    () => drawingNotTheirs(root),
    (off) => {
      doc.cookie = snapshotOffCookie(off);
    },
    { fireImmediately: true },
  );
}
