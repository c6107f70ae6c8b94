// Small helpers the stores share: reading SDK answers safely and describing SDK errors.

import type { MessageKey } from '../domain/messages';

export type Json = Record<string, unknown>;

export function asRecord(value: unknown): Json {
  return typeof value === 'object' && value !== null ? (value as Json) : {};
}

export function readString(obj: unknown, key: string): string | null {
  const v = asRecord(obj)[key];
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  return null;
}

export function readNumber(obj: unknown, key: string): number | null {
  const v = asRecord(obj)[key];
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
}

/** The business error of the SDK (`ApiError` of src/sdk/errors.ts), recognised by its shape. */
export interface ApiErrorLike {
  code: number;
  message: string;
  data?: unknown;
}

export function isApiError(error: unknown): error is ApiErrorLike & Error {
  return (
    error instanceof Error &&
    typeof (error as unknown as { code?: unknown }).code === 'number' &&
    typeof error.message === 'string'
  );
}

export function errorCode(error: unknown): number | null {
  return isApiError(error) ? error.code : null;
}

/**
 * The MessageKey of "service hiccup, please retry later" (服务开小差了,请稍后再试, spec section 8),
 * for failures without a server message.
 */
export const GENERIC_ERROR_KEY = 'genericError' satisfies MessageKey;

/**
 * What to show for a failed call: the server's own message of a business error; for network
 * failures, timeouts and unreadable answers (whose messages are technical) the generic error's
 * MessageKey, which the components translate.
 */
export function errorText(error: unknown): MessageKey | string {
  if (isApiError(error) && error.message.trim() !== '') return error.message;
  return GENERIC_ERROR_KEY;
}

/**
 * Codes the root handles for every call (6001 login expired: the session; 6449 bind real name:
 * its dialog): a store does not toast them again.
 */
export const GLOBALLY_HANDLED_CODES: readonly number[] = [6001, 6449];

export function isHandledGlobally(error: unknown): boolean {
  const code = errorCode(error);
  return code !== null && GLOBALLY_HANDLED_CODES.includes(code);
}
