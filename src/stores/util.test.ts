import { describe, expect, it } from 'vitest';
import { domainMessages } from '../domain/messageCatalogues';
import { ApiError, NetworkError, TimeoutError } from '../sdk/errors';
import { errorText, isHandledGlobally } from './util';

describe('errorText', () => {
  it('shows the server message of a business error', () => {
    expect(errorText(new ApiError(6002, '用户名或密码错误', null))).toBe('用户名或密码错误');
  });

  it('gives the service-hiccup key for network failures, timeouts and empty messages', () => {
    expect(errorText(new NetworkError(new TypeError('fetch failed')))).toBe('genericError');
    expect(errorText(new TimeoutError(30_000))).toBe('genericError');
    expect(errorText(new ApiError(6005, '', null))).toBe('genericError');
    expect(domainMessages['zh-CN'].genericError).toBe('服务开小差了,请稍后再试');
    expect(domainMessages['zh-TW'].genericError).toBe('服務開小差了,請稍後再試');
  });

  it('leaves 6001 and 6449 to the root', () => {
    expect(isHandledGlobally(new ApiError(6001, '', null))).toBe(true);
    expect(isHandledGlobally(new ApiError(6449, 'x', null))).toBe(true);
    expect(isHandledGlobally(new ApiError(6413, 'x', null))).toBe(false);
  });
});
