// Keeps the snapshot_for cookie (snapshotPage.ts) true to the player's state as it changes:
// `member` on login, `none` on choosing the professional edition, cleared for a visitor in the
// classic edition (on logout and on going back); and snapshot_lang to the language they read.
import { reaction } from 'mobx';
import type { RootStore } from '../stores';
import { snapshotHintCookie, snapshotLanguageCookie, type SnapshotHint } from './snapshotPage';

/** The drawing this player's page can arrive with. */
export function snapshotHintFor(root: RootStore): SnapshotHint {
  if (root.site.edition === 'professional') return 'none';
  return root.session.isLoggedIn ? 'member' : 'visitor';
}

export function keepSnapshotHint(root: RootStore, doc: Pick<Document, 'cookie'>): () => void {
  const stops = [
    reaction(
      () => snapshotHintFor(root),
      (hint) => {
        doc.cookie = snapshotHintCookie(hint);
      },
      { fireImmediately: true },
    ),
    reaction(
      () => root.site.language,
      (language) => {
        doc.cookie = snapshotLanguageCookie(language);
      },
      { fireImmediately: true },
    ),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
