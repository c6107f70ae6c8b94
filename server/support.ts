// Online customer service (issue 40): a member's conversation with support is a private chat room
// on the chat socket. The room of a member is derived on the server from the member's login
// (`support:<member id>`): whatever room a client names that starts with `support`, it joins
// (and reads the history of) its own, so nobody reads another member's conversation. A visitor
// is refused (6001). Lines are kept in chat_messages: that table is the support inbox the back
// office (here the development route `/__dev/support`) reads and answers from. A member's line
// that finds no answer from support in the last half hour gets the automatic first answer.

/** What a client names to join its own support conversation. */
export const SUPPORT_ROOM = 'support';

/** The name support's lines carry (the automatic answer and the staff's answers). */
export const SUPPORT_NAME = '在线客服';

/** Staff answer from 10:00 to 22:00 Beijing time (the help page says the same). */
export const SUPPORT_HOURS = { from: 10, to: 22 } as const;

/** A member's line gets the automatic answer when support said nothing for this long. */
export const SUPPORT_AUTO_GAP_MS = 30 * 60_000;

const BEIJING_MS = 8 * 3_600_000;

/** Whether a room name asks for a support conversation (the client never picks whose). */
export function isSupportRoom(rid: string): boolean {
  return rid === SUPPORT_ROOM || rid.startsWith(`${SUPPORT_ROOM}:`);
}

/** The one support room of a member. */
export function supportRoomOf(memberId: number): string {
  return `${SUPPORT_ROOM}:${memberId}`;
}

/** The member whose conversation a room is (null for other rooms). */
export function memberOfSupportRoom(rid: string): number | null {
  const m = /^support:(\d+)$/.exec(rid);
  return m ? Number(m[1]) : null;
}

/** Whether staff are at work at an instant (Beijing time, every day). */
export function withinSupportHours(ms: number): boolean {
  const hour = Math.floor((((ms + BEIJING_MS) % 86_400_000) + 86_400_000) / 3_600_000) % 24;
  return hour >= SUPPORT_HOURS.from && hour < SUPPORT_HOURS.to;
}

/** The automatic first answer to a member's line (what it says depends on the hour). */
export function supportAutoAnswer(ms: number): string {
  return withinSupportHours(ms)
    ? '您好,已收到您的留言,客服将尽快回复。回复会显示在这里,并保存在对话记录中。'
    : '您好,已收到您的留言。现在是非工作时间(客服工作时间为每天 10:00–22:00,北京时间),客服上班后将尽快回复。回复会显示在这里,并保存在对话记录中。';
}
