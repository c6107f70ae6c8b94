// Site: configuration, navigation, notices, country areas, decryption, uploads, customer service.
import { randomBytes } from 'node:crypto';
import type { Sql } from '../db/adapter.ts';
import type { HandlerMap } from './types.ts';
import type { Services } from '../services.ts';
import { fail, Code } from '../envelope.ts';
import { fmtTime, num, paging, page, str } from './util.ts';
import { CATEGORIES, CATEGORY_NAMES, SITE_CONFIG } from '../db/seed.ts';
import { rewardHeadlineOf, type PromoRow } from '../promotions.ts';

export async function doc<T>(db: Sql, key: string, fallback: T): Promise<T> {
  const rows = await db.query<{ value: T }>('SELECT value FROM site_docs WHERE key = $1', [key]);
  return rows[0]?.value ?? fallback;
}

/** The site's withdrawPasswordEnabled flag (preInfo): off, withdrawing asks for no password
 * (funds withdrawInfo / withdraw/new) and the security level does not count one (member/info). */
export async function withdrawPasswordEnabled(db: Sql): Promise<boolean> {
  const c = await doc(db, 'config', SITE_CONFIG);
  return Boolean(c.flags.withdrawPwd);
}

/** The site's selfSport flag (preInfo): off, the own book (XMTY) is not offered, nor takes bets
 * (venues() below; sports.ts venueResource placeBet). */
export async function selfSportOn(db: Sql): Promise<boolean> {
  const c = await doc(db, 'config', SITE_CONFIG);
  return Boolean(c.flags.selfSport);
}

/** Launch types that open in the same tab: all except these (spec section 9). */
const NEW_TAB = new Set(['XMTY', 'G1CP', 'SGCP', 'KXZR']);

export interface VenueRow {
  en_name: string;
  category: string;
  name: string;
  sort: number;
  maintenance: boolean;
  bonus_pool: number;
  data: {
    icon?: string;
    tables?: unknown[];
    drawEveryMin?: number;
    liveMatches?: unknown[];
  };
}

export function venueOut(v: VenueRow): Record<string, unknown> {
  return {
    enName: v.en_name,
    channelCode: v.en_name,
    name: v.name,
    category: v.category,
    icon: v.data.icon ?? `/img/venue/${v.en_name}.png`,
    maintenance: v.maintenance,
    sameTab: !NEW_TAB.has(v.en_name),
    sort: v.sort,
  };
}

/** The own sports book (its board at /game/sport/XMTY): a venue only while selfSport is on. */
export const OWN_BOOK = 'XMTY';

/** The venues the site offers (of one category): no own book while the selfSport flag is off,
 * so the menu, the venue lists and the page's answers all leave it out alike. */
export async function venues(db: Sql, category?: string): Promise<VenueRow[]> {
  const [rows, c] = await Promise.all([
    db.query<VenueRow & Record<string, unknown>>(
      'SELECT * FROM venues WHERE $1::text IS NULL OR category = $1 ORDER BY sort',
      [category ?? null],
    ),
    doc(db, 'config', SITE_CONFIG),
  ]);
  return c.flags.selfSport ? rows : rows.filter((v) => v.en_name !== OWN_BOOK);
}

const IMAGE_TYPES: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/gif': [0x47, 0x49, 0x46, 0x38],
};
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const UPLOAD_PREFIX = '/upload/';

/** Stores an image after checking its size and that its bytes match the declared type. */
export async function storeImage(
  db: Sql,
  memberId: number | null,
  contentType: string,
  bytes: Buffer,
  now: number,
): Promise<string> {
  const magic = IMAGE_TYPES[contentType];
  if (!magic) fail(Code.uploadFailed, '仅支持 PNG、JPEG、GIF 图片');
  if (bytes.length === 0) fail(Code.uploadFailed, '文件上传失败: 图片为空');
  if (bytes.length > MAX_IMAGE_BYTES) fail(Code.uploadFailed, '文件上传失败: 图片不能超过5MB');
  if (!magic.every((b, i) => bytes[i] === b))
    fail(Code.uploadFailed, '文件上传失败: 图片内容与类型不符');
  const day = new Date(now + 8 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '/');
  const ext = contentType === 'image/png' ? 'png' : contentType === 'image/gif' ? 'gif' : 'jpg';
  const id = `${day}/${randomBytes(12).toString('hex')}.${ext}`;
  await db.query(
    'INSERT INTO uploads (id, member_id, mime, bytes, created_at) VALUES ($1, $2, $3, $4, $5)',
    [id, memberId, contentType, bytes, now],
  );
  return `${UPLOAD_PREFIX}${id}`;
}

/**
 * Whether an upload address names an image this member uploaded (issue 42): an address of
 * another member's upload, or of none, is not theirs to use. Addresses carry 96 random bits.
 */
export async function isOwnUpload(db: Sql, memberId: number, url: string): Promise<boolean> {
  if (!url.startsWith(UPLOAD_PREFIX)) return false;
  const rows = await db.query('SELECT 1 FROM uploads WHERE id = $1 AND member_id = $2', [
    url.slice(UPLOAD_PREFIX.length),
    memberId,
  ]);
  return rows.length > 0;
}

/** The answer to an image that is not the member's own upload. */
export const NOT_OWN_UPLOAD = '图片不存在或不是您上传的,请重新上传';

export const siteHandlers: HandlerMap = {
  async advertisingNavigationList({ db }) {
    const all = await venues(db);
    return [
      {
        id: 1,
        code: 'HOME',
        name: '首页',
        path: '/home',
        icon: '/img/nav/HOME.png',
        sort: 1,
        // the home drop-down shows the first venue of each category
        venues: CATEGORIES.flatMap((c) => all.filter((v) => v.category === c).slice(0, 1)).map(
          venueOut,
        ),
      },
      ...CATEGORIES.map((c, i) => ({
        id: i + 2,
        code: c,
        name: CATEGORY_NAMES[c],
        path: {
          TY: '/game/sport',
          DZ: '/game/egame',
          ZR: '/game/realbet',
          CP: '/game/lottery',
          QP: '/game/chess',
          DJ: '/game/gaming',
          BY: '/game/fishing',
        }[c],
        icon: `/img/nav/${c}.png`,
        sort: i + 2,
        venues: all.filter((v) => v.category === c).map(venueOut),
      })),
    ];
  },

  async advertisingSponsorContent({ db }) {
    const list = await doc<Array<{ id: number; title: string; image: string; content: string }>>(
      db,
      'sponsor',
      [],
    );
    return list.map((s, i) => ({
      id: s.id,
      title: s.title,
      subtitle: s.content,
      imageUrl: s.image,
      videoUrl: `/video/sponsor-${s.id}.mp4`,
      content: `<p>${s.content}</p>`,
      sort: i + 1,
    }));
  },

  async advertisingGetMyDiscountAd({ db, body, now }) {
    const category = str(body, 'category');
    const rows = await db.query<PromoRow & Record<string, unknown>>(
      'SELECT id, kind, title, data, starts_at, ends_at FROM promotions ORDER BY sort',
    );
    return rows
      .filter(
        () =>
          !category ||
          category === 'all' ||
          category === 'new' ||
          category === 'vip' ||
          CATEGORIES.includes(category as never),
      )
      .map((p) => ({
        id: Number(p.id),
        activityId: Number(p.id),
        title: p.title,
        imageUrl: p.data.image ?? '',
        routeName: routeNameOf(p.kind),
        startTime: fmtTime(Number(p.starts_at)),
        endTime: fmtTime(Number(p.ends_at)),
        status: now < Number(p.starts_at) ? 0 : now > Number(p.ends_at) ? 2 : 1,
        reward: rewardHeadlineOf(p),
      }));
  },

  async advertisingQueryNoticeListByPage({ db, body }) {
    const p = paging(body);
    const type = num(body, 'type');
    const all = await doc<
      Array<{ id: number; title: string; content: string; type: number; createdAt: number }>
    >(db, 'notices', []);
    const filtered = all.filter((n) => type === null || n.type === type);
    return page(
      p,
      filtered.slice(p.offset, p.offset + p.pageSize).map((n) => ({
        id: n.id,
        title: n.title,
        content: n.content,
        type: n.type === 2 ? 2 : 1,
        popup: n.type === 2,
        createTime: fmtTime(n.createdAt),
      })),
      filtered.length,
    );
  },

  async configurationOnlinecustomservice({ db }) {
    const cs = await doc(db, 'customerService', { url: '/app/help/zxkf' });
    return { url: cs.url };
  },

  async configurationPreInfo({ db, ip, services }) {
    return preInfoData(db, ip, services);
  },

  async siteCountryAreaQueryCountryArea({ db, body }) {
    const areas = await doc<Array<{ areaName: string; areaCode: string; regex: string }>>(
      db,
      'countryAreas',
      [],
    );
    const area = str(body, 'area');
    return area ? areas.filter((a) => a.areaCode === area || a.areaName.includes(area)) : areas;
  },

  async commonSingleDataDecryption(ctx) {
    const m = await ctx.member();
    const type = str(ctx.body, 'type');
    // hiddenRealNumber: the site never shows a member's full phone number
    const c = await doc(ctx.db, 'config', SITE_CONFIG);
    if (type === 'phone' && c.flags.hiddenRealNumber) fail(Code.accessDenied, '请求被拒绝');
    await ctx.services.limits.revealCall(m.id);
    const value =
      type === 'phone'
        ? m.phone
        : type === 'email'
          ? m.email
          : type === 'realName'
            ? m.real_name
            : type === 'bankCard'
              ? await firstCard(ctx.db, m.id)
              : null;
    if (!value) fail(Code.noData, '暂无数据');
    return { data: value, flag: true };
  },

  async userUploadUploadImage(ctx) {
    const m = await ctx.member();
    const contentType = str(ctx.body, 'contentType');
    const b64 = str(ctx.body, 'base64').replace(/^data:[^;]+;base64,/, '');
    if (!/^[A-Za-z0-9+/=\s]*$/.test(b64)) fail(Code.uploadFailed, '文件上传失败: 图片数据无效');
    const url = await storeImage(ctx.db, m.id, contentType, Buffer.from(b64, 'base64'), ctx.now);
    return { url };
  },
};

async function firstCard(db: Sql, memberId: number): Promise<string | null> {
  const rows = await db.query<{ account_no: string }>(
    "SELECT account_no FROM payout_accounts WHERE member_id = $1 AND kind = 'bank' ORDER BY id LIMIT 1",
    [memberId],
  );
  return rows[0]?.account_no ?? null;
}

export function routeNameOf(kind: string): string {
  return kind === 'race' ? 'racePage' : kind === 'land' ? 'activityLandPage' : kind;
}

/** preInfo's answer (also carried by the site's page, server/app.ts bootAnswers). */
export async function preInfoData(db: Sql, ip: string, services: Services) {
  const c = await doc(db, 'config', SITE_CONFIG);
  return {
    ip,
    siteBaseConfig: {
      title: c.title,
      // guard 6: a server setting (none by default), not the seeded config
      h5DomainUrl: services.mobileSiteUrl,
      defaultLanguage: c.flags.defaultLanguage === 'zh-TW' ? 'zh-TW' : 'zh-CN',
      deposit: c.flags.deposit ? 1 : 0,
      hiddenAgent: Boolean(c.flags.hiddenAgent),
      hiddenRealNumber: Boolean(c.flags.hiddenRealNumber),
      withdrawPasswordEnabled: Boolean(c.flags.withdrawPwd),
      vipNoSave: Boolean(c.flags.vipNoSave),
      foreverSite: c.flags.foreverSite,
      selfSport: Boolean(c.flags.selfSport),
      innerGame: Boolean(c.flags.innerGame),
      safeSwitch: services.safeSwitch,
      sameTabLaunch: true,
      // the address players reach the site at, when the deployment configures one
      ...(services.publicSiteUrl ? { publicUrl: services.publicSiteUrl } : {}),
    },
  };
}
