// Feedback threads, inbox letters and chat history.
import type { HandlerMap } from './types.ts';
import { fail, Code } from '../envelope.ts';
import { fmtTime, money, num, paging, page, str } from './util.ts';
import { NOT_OWN_UPLOAD, UPLOAD_PREFIX, isOwnUpload } from './site.ts';
import { CHANNEL_BONUS, CHANNEL_BONUS_TITLE } from '../turnover.ts';
import { isSupportRoom, supportRoomOf } from '../support.ts';
import { keepAsWritten } from '../traditional.ts';

const LETTER_TYPES = ['notice', 'activity', 'bulletin', 'match', 'fd'] as const;
const typeNo = (t: string): number => LETTER_TYPES.indexOf(t as (typeof LETTER_TYPES)[number]) + 1;

/** The automatic acknowledgement every feedback gets on submission: a thread it alone answers
 * is 3 acknowledged (已受理), not replied; `reply` holds only what a person of customer service
 * wrote (rows of older databases may still hold this text there: it counts as no reply). */
export const AUTO_REPLY = '您好,您的反馈我们已收到,客服将在24小时内处理,感谢您的支持!';

/** What a person of customer service replied, if anyone did. */
const personReply = (reply: string | null): string | null =>
  reply && reply !== AUTO_REPLY ? reply : null;

/** 1 replied by a person, else 3 acknowledged (every thread is acknowledged on submission). */
const threadStatus = (reply: string | null): 1 | 3 => (personReply(reply) ? 1 : 3);

/** Chinese names of the sports game types (section 3) for a cited bet. */
const GAME_TYPE_NAMES: Record<string, string> = {
  FT: '足球',
  VF: '虚拟足球',
  BK: '篮球',
  TN: '网球',
  OP: '其他',
  SK: '斯诺克',
  FS: '冠军',
  BS: '棒球',
  VB: '排球',
  TT: '乒乓球',
};

type BetRow = {
  id: string;
  stake: number;
  created_at: number;
  game_type: string;
  selections: { legs?: Array<{ teamH?: string; teamC?: string }> } | null;
};

/** A bet as the feedback form lists it and a thread shows it. */
function betOut(b: BetRow) {
  const legs = b.selections?.legs ?? [];
  const type = GAME_TYPE_NAMES[b.game_type] ?? b.game_type;
  const leg = legs[0];
  const what =
    legs.length === 1 && leg?.teamH && leg.teamC
      ? `${type} ${leg.teamH} vs ${leg.teamC}`
      : legs.length > 1
        ? `${type} ${legs.length}场串关`
        : type;
  return {
    orderNo: b.id,
    venueName: '星辰体育',
    gameName: what,
    betAmount: money(Number(b.stake)),
    betTime: fmtTime(Number(b.created_at)),
  };
}

const BET_COLUMNS = 'id, stake, created_at, game_type, selections';

export const inboxHandlers: HandlerMap = {
  async userFeedbackAddFeedBack(ctx) {
    const m = await ctx.member();
    const content = str(ctx.body, 'content').trim();
    if (!content) fail(Code.invalidParameter, '请输入反馈内容');
    const images = Array.isArray(ctx.body.images)
      ? ctx.body.images.filter((x): x is string => typeof x === 'string')
      : [];
    if (images.length > 3) fail(Code.invalidParameter, '最多上传3张图片');
    if (content.length > 500) fail(Code.invalidParameter, '反馈内容不能超过500字');
    if (images.some((u) => !u.startsWith(UPLOAD_PREFIX)))
      fail(Code.invalidParameter, '图片须先通过上传接口上传');
    for (const u of images)
      if (!(await isOwnUpload(ctx.db, m.id, u))) fail(Code.invalidParameter, NOT_OWN_UPLOAD);
    const recent = await ctx.db.query(
      'SELECT 1 FROM feedback WHERE member_id = $1 AND created_at > $2',
      [m.id, ctx.now - 10_000],
    );
    if (recent.length > 0) fail(Code.frequentSubmission, '请勿频繁提交');
    // the order the feedback is about (a deposit order, a bet): a thread shows it as a bet only
    // when it is one of the member's own (getFeedbackInfo)
    const orderNo = str(ctx.body, 'orderNo').trim().slice(0, 64);
    const rows = await ctx.db.query<{ id: number }>(
      'INSERT INTO feedback (member_id, type, content, images, reply, reply_read, created_at, order_no) VALUES ($1, $2, $3, $4, NULL, TRUE, $5, $6) RETURNING id',
      [m.id, num(ctx.body, 'type') ?? 5, content, JSON.stringify(images), ctx.now, orderNo || null],
    );
    return { id: Number(rows[0]?.id) };
  },

  async userFeedbackUnreadNum(ctx) {
    const m = await ctx.member();
    const rows = await ctx.db.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM feedback WHERE member_id = $1 AND NOT deleted AND NOT reply_read AND reply IS NOT NULL AND reply <> $2',
      [m.id, AUTO_REPLY],
    );
    return { unreadNum: Number(rows[0]?.n ?? 0) };
  },

  async userFeedbackQueryMemberBetList(ctx) {
    const m = await ctx.member();
    const p = paging(ctx.body);
    const rows = await ctx.db.query<BetRow>(
      `SELECT ${BET_COLUMNS} FROM bets WHERE member_id = $1 ORDER BY created_at DESC LIMIT $2 OFFSET $3`,
      [m.id, p.pageSize, p.offset],
    );
    const total = await ctx.db.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM bets WHERE member_id = $1',
      [m.id],
    );
    return page(p, rows.map(betOut), Number(total[0]?.n ?? 0));
  },

  async userFeedbackQuerySiteDepositRewardConfigList(ctx) {
    await ctx.member();
    // the deposit reward the site pays: the channels' 存款加赠 (server/turnover.ts)
    return [
      {
        id: 1,
        name: CHANNEL_BONUS_TITLE,
        rate: CHANNEL_BONUS.rate,
        maxReward: money(CHANNEL_BONUS.maxReward),
      },
    ];
  },

  async userFeedbackGetFeedBackList(ctx) {
    const m = await ctx.member();
    const p = paging(ctx.body);
    const rows = await ctx.db.query<{
      id: number;
      type: number;
      content: string;
      reply: string | null;
      reply_read: boolean;
      created_at: number;
    }>(
      'SELECT id, type, content, reply, reply_read, created_at FROM feedback WHERE member_id = $1 AND NOT deleted ORDER BY id DESC LIMIT $2 OFFSET $3',
      [m.id, p.pageSize, p.offset],
    );
    const total = await ctx.db.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM feedback WHERE member_id = $1 AND NOT deleted',
      [m.id],
    );
    return page(
      p,
      rows.map((f) => ({
        id: Number(f.id),
        type: clampType(f.type),
        content: f.content,
        status: threadStatus(f.reply),
        unread: personReply(f.reply) !== null && !f.reply_read,
        createTime: fmtTime(Number(f.created_at)),
      })),
      Number(total[0]?.n ?? 0),
    );
  },

  async userFeedbackGetFeedbackInfo(ctx) {
    const m = await ctx.member();
    const rows = await ctx.db.query<{
      id: number;
      type: number;
      content: string;
      images: string[];
      reply: string | null;
      created_at: number;
      order_no: string | null;
    }>(
      'SELECT id, type, content, images, reply, created_at, order_no FROM feedback WHERE id = $1 AND member_id = $2 AND NOT deleted',
      [num(ctx.body, 'id') ?? 0, m.id],
    );
    const f = rows[0];
    if (!f) fail(Code.notFound, '反馈不存在');
    const cited = f.order_no
      ? await ctx.db.query<BetRow>(
          `SELECT ${BET_COLUMNS} FROM bets WHERE id = $1 AND member_id = $2`,
          [f.order_no, m.id],
        )
      : [];
    await ctx.db.query('UPDATE feedback SET reply_read = TRUE WHERE id = $1', [f.id]);
    const reply = personReply(f.reply);
    return {
      id: Number(f.id),
      type: clampType(f.type),
      content: f.content,
      images: f.images,
      status: threadStatus(f.reply),
      createTime: fmtTime(Number(f.created_at)),
      bet: cited[0] ? betOut(cited[0]) : null,
      replies: [
        {
          id: 1,
          from: 'system',
          content: AUTO_REPLY,
          createTime: fmtTime(Number(f.created_at) + 1000),
        },
        ...(reply
          ? [
              {
                id: 2,
                from: 'service',
                content: reply,
                createTime: fmtTime(Number(f.created_at) + 2000),
              },
            ]
          : []),
      ],
    };
  },

  async userFeedbackDelFeedback(ctx) {
    const m = await ctx.member();
    const rows = await ctx.db.query(
      'UPDATE feedback SET deleted = TRUE WHERE id = $1 AND member_id = $2 AND NOT deleted RETURNING id',
      [num(ctx.body, 'id') ?? 0, m.id],
    );
    if (rows.length === 0) fail(Code.notFound, '反馈不存在');
    return null;
  },

  async siteLetterGetUnreadForType(ctx) {
    const m = await ctx.member();
    const rows = await ctx.db.query<{ type: number; broadcast: boolean; n: number }>(
      `SELECT l.type, l.member_id IS NULL AS broadcast, COUNT(*)::int AS n FROM letters l
       LEFT JOIN letter_states s ON s.letter_id = l.id AND s.member_id = $1
       WHERE (l.member_id IS NULL OR l.member_id = $1) AND COALESCE(s.is_read, FALSE) = FALSE AND COALESCE(s.deleted, FALSE) = FALSE
       GROUP BY l.type, broadcast`,
      [m.id],
    );
    const count = (type: number, broadcast: boolean): number =>
      Number(rows.find((r) => r.type === type && r.broadcast === broadcast)?.n ?? 0);
    return {
      brnotice_count: count(1, true),
      bractivity_count: count(2, true),
      brbulletin_count: count(3, true),
      brmatch_count: count(4, true),
      brfd_count: count(5, true),
      notice_count: count(1, false) + count(3, false) + count(4, false),
      activity_count: count(2, false),
      fd_count: count(5, false),
    };
  },

  async siteLetterList(ctx) {
    const m = await ctx.member();
    const p = paging(ctx.body);
    const type = typeNo(str(ctx.body, 'type'));
    const where = `(l.member_id IS NULL OR l.member_id = $1) AND l.type = $2 AND COALESCE(s.deleted, FALSE) = FALSE`;
    const rows = await ctx.db.query<{
      id: number;
      type: number;
      title: string;
      content: string;
      is_read: boolean | null;
      created_at: number;
    }>(
      `SELECT l.id, l.type, l.title, l.content, s.is_read, l.created_at FROM letters l
       LEFT JOIN letter_states s ON s.letter_id = l.id AND s.member_id = $1 WHERE ${where} ORDER BY l.id DESC LIMIT $3 OFFSET $4`,
      [m.id, type, p.pageSize, p.offset],
    );
    const total = await ctx.db.query<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM letters l LEFT JOIN letter_states s ON s.letter_id = l.id AND s.member_id = $1 WHERE ${where}`,
      [m.id, type],
    );
    return page(
      p,
      rows.map((l) => ({
        id: Number(l.id),
        type: LETTER_TYPES[l.type - 1] ?? 'notice',
        title: l.title,
        content: l.content,
        read: Boolean(l.is_read),
        createTime: fmtTime(Number(l.created_at)),
      })),
      Number(total[0]?.n ?? 0),
    );
  },

  async siteLetterRead(ctx) {
    const m = await ctx.member();
    const id = num(ctx.body, 'id') ?? 0;
    const exists = await ctx.db.query(
      'SELECT 1 FROM letters WHERE id = $1 AND (member_id IS NULL OR member_id = $2)',
      [id, m.id],
    );
    if (exists.length === 0) fail(Code.notFound, '消息不存在');
    await ctx.db.query(
      `INSERT INTO letter_states (member_id, letter_id, is_read) VALUES ($1, $2, TRUE)
       ON CONFLICT (member_id, letter_id) DO UPDATE SET is_read = TRUE`,
      [m.id, id],
    );
    return null;
  },

  async siteLetterDelete(ctx) {
    const m = await ctx.member();
    const ids = Array.isArray(ctx.body.ids)
      ? ctx.body.ids.filter((x): x is number => typeof x === 'number')
      : [];
    if (ids.length === 0) fail(Code.invalidParameter, '请选择要删除的消息');
    const found = await ctx.db.query<{ id: number }>(
      'SELECT id FROM letters WHERE id = ANY($1::bigint[]) AND (member_id IS NULL OR member_id = $2)',
      [ids, m.id],
    );
    if (found.length === 0) fail(Code.notFound, '消息不存在');
    for (const f of found) {
      await ctx.db.query(
        `INSERT INTO letter_states (member_id, letter_id, deleted, is_read) VALUES ($1, $2, TRUE, TRUE)
         ON CONFLICT (member_id, letter_id) DO UPDATE SET deleted = TRUE, is_read = TRUE`,
        [m.id, f.id],
      );
    }
    return null;
  },

  async siteLetterOnekeyRead(ctx) {
    const m = await ctx.member();
    const t = str(ctx.body, 'type');
    await ctx.db.query(
      `INSERT INTO letter_states (member_id, letter_id, is_read)
       SELECT $1, id, TRUE FROM letters WHERE (member_id IS NULL OR member_id = $1) AND ($2::int = 0 OR type = $2)
       ON CONFLICT (member_id, letter_id) DO UPDATE SET is_read = TRUE`,
      [m.id, t ? typeNo(t) : 0],
    );
    return null;
  },

  async history(ctx) {
    const m = await ctx.member(); // history is for members only (issue 15); guests read the live room
    const p = paging(ctx.body, 50);
    const named = str(ctx.body, 'rid');
    // a support conversation is the member's own, whatever room was named (server/support.ts)
    const rid = isSupportRoom(named) ? supportRoomOf(m.id) : named;
    const begin = num(ctx.body, 'beginTime') ?? 0;
    const end = num(ctx.body, 'endTime') ?? Number.MAX_SAFE_INTEGER;
    const rows = await ctx.db.query<{
      id: number;
      rid: string;
      member_id: number | null;
      name: string;
      msg: string;
      created_at: number;
    }>(
      'SELECT * FROM chat_messages WHERE rid = $1 AND created_at BETWEEN $2 AND $3 ORDER BY id DESC LIMIT $4 OFFSET $5',
      [rid, begin, end, p.pageSize, p.offset],
    );
    const total = await ctx.db.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM chat_messages WHERE rid = $1 AND created_at BETWEEN $2 AND $3',
      [rid, begin, end],
    );
    return page(
      p,
      rows.map((r) => {
        const line = {
          id: String(r.id),
          rid: r.rid,
          uid: r.member_id === null ? '' : String(r.member_id),
          nickName: r.name,
          avatar: '/img/avatar/1.png',
          msg: r.msg,
          time: Number(r.created_at),
          type: 1,
        };
        // a player's line reaches a 繁體 reader as written, as live; support's is converted
        return r.member_id === null ? line : keepAsWritten(line);
      }),
      Number(total[0]?.n ?? 0),
    );
  },
};

function clampType(t: number): number {
  return t >= 1 && t <= 5 ? t : 5;
}
