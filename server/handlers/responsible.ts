// Responsible play (issue 12, designed): read and set the limits, start a time-out or
// self-exclusion (server/responsible.ts).
import type { HandlerMap } from './types.ts';
import { pause, responsibleData, setLimits } from '../responsible.ts';
import { revokeTickets } from '../venue-page.ts';
import { str } from './util.ts';

export const responsibleHandlers: HandlerMap = {
  async userResponsibleInfo(ctx) {
    const m = await ctx.member();
    return responsibleData(ctx.db, m.id, ctx.now);
  },

  async userResponsibleLimits(ctx) {
    const m = await ctx.member();
    await ctx.db.transaction((tx) => setLimits(tx, m.id, ctx.body, ctx.now));
    return responsibleData(ctx.db, m.id, ctx.now);
  },

  async userResponsiblePause(ctx) {
    const m = await ctx.member();
    const sessions = await ctx.db.query<{ token: string }>(
      'SELECT token FROM sessions WHERE member_id = $1 AND revoked = FALSE',
      [m.id],
    );
    const answer = await ctx.db.transaction((tx) =>
      pause(tx, m.id, str(ctx.body, 'period'), ctx.now),
    );
    for (const s of sessions) {
      revokeTickets(ctx.services, s.token);
      ctx.services.chat.endSession(s.token);
    }
    return answer;
  },
};
