// Small helpers shared by handlers: Beijing-time formatting, paging, typed body access.
import { fail, Code } from '../envelope.ts';

const BEIJING = 8 * 3_600_000;

/** 'YYYY-MM-DD HH:mm:ss' in Beijing time (UTC+8). */
export function fmtTime(ms: number): string {
  return new Date(ms + BEIJING).toISOString().slice(0, 19).replace('T', ' ');
}

export function fmtDate(ms: number): string {
  return new Date(ms + BEIJING).toISOString().slice(0, 10);
}

/** Parses 'YYYY-MM-DD HH:mm:ss' or 'YYYY-MM-DD' (Beijing time) to epoch ms. */
export function parseTime(s: unknown): number | null {
  if (typeof s !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(s);
  if (!m) return null;
  const t = Date.UTC(
    Number(m[1]),
    Number(m[2]) - 1,
    Number(m[3]),
    Number(m[4] ?? 0),
    Number(m[5] ?? 0),
    Number(m[6] ?? 0),
  );
  return t - BEIJING;
}

export function str(body: Record<string, unknown>, key: string): string {
  const v = body[key];
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

/** A number field (or its text), else null; out of the safe integer range counts as none (it
 * would overflow a bigint column). */
export function num(body: Record<string, unknown>, key: string): number | null {
  const v = body[key];
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) && Math.abs(n) <= Number.MAX_SAFE_INTEGER ? n : null;
}

export function obj(body: Record<string, unknown>, key: string): Record<string, unknown> {
  const v = body[key];
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

export interface Paging {
  pageNum: number;
  pageSize: number;
  offset: number;
}

export function paging(body: Record<string, unknown>, max = 100): Paging {
  const pageNum = Math.max(1, Math.floor(num(body, 'pageNum') ?? 1));
  const pageSize = Math.min(max, Math.max(1, Math.floor(num(body, 'pageSize') ?? 20)));
  return { pageNum, pageSize, offset: (pageNum - 1) * pageSize };
}

export function page<T>(
  p: Paging,
  list: T[],
  total: number,
): { list: T[]; pageNum: number; pageSize: number; total: number } {
  return { list, pageNum: p.pageNum, pageSize: p.pageSize, total };
}

/** Yuan as a number with two decimals from cents. */
export function money(cents: number): number {
  return Math.round(cents) / 100;
}

/** A positive amount string ("100", "12.5") to cents, or 6007. */
export function amountCents(v: unknown): number {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) fail(Code.invalidParameter, '请输入正确的金额');
  const cents = Number(m[1]) * 100 + Number(((m[2] ?? '') + '00').slice(0, 2));
  if (cents <= 0) fail(Code.invalidParameter, '金额必须大于0');
  return cents;
}
