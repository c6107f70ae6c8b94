// Letters to one member (beside the broadcasts, which have no member): the inbox of the member
// centre. Handlers and settlement code call `sendLetter` inside their own transaction.
import type { Sql } from './db/adapter.ts';

/** Letter types of the inbox (letters.type). */
export const LETTER_TYPE = { notice: 1, activity: 2, bulletin: 3, match: 4, fd: 5 } as const;
export type LetterKind = keyof typeof LETTER_TYPE;

/**
 * Sends a letter to one member, e.g. after a deposit is paid:
 *   await sendLetter(tx, memberId, 'fd', '存款到账通知', '您的存款100.00元已到账', now)
 */
export async function sendLetter(
  db: Sql,
  memberId: number,
  kind: LetterKind,
  title: string,
  content: string,
  at: number,
): Promise<void> {
  await db.query(
    'INSERT INTO letters (member_id, type, title, content, created_at) VALUES ($1, $2, $3, $4, $5)',
    [memberId, LETTER_TYPE[kind], title, content, at],
  );
}

/** Yuan with two decimals from cents, for letter texts. */
export function yuan(cents: number): string {
  return (Math.round(cents) / 100).toFixed(2);
}
