import { describe, expect, it } from 'vitest';
import { ApiError } from '../../sdk/errors';
import { Loadable, PagedList } from './Loadable';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('Loadable', () => {
  it('goes loading -> ready with the data', async () => {
    const l = new Loadable(() => Promise.resolve([1, 2]));
    const p = l.load();
    expect(l.status).toBe('loading');
    await p;
    expect(l.status).toBe('ready');
    expect(l.data).toEqual([1, 2]);
  });

  it('keeps the server message of a failure and never rejects', async () => {
    const l = new Loadable(() => Promise.reject(new Error('服务异常')));
    await l.load();
    expect(l.status).toBe('error');
    expect(l.error).toBe('服务异常');
  });

  it('marks a not-found answer (6004) as missing, so a screen offers no retry; other failures are not', async () => {
    const notFound = new Loadable(() => Promise.reject(new ApiError(6004, '活动不存在', null)));
    await notFound.load();
    expect(notFound.missing).toBe(true);
    expect(notFound.error).toBe('活动不存在');
    const busy = new Loadable(() => Promise.reject(new ApiError(6317, '系统繁忙', null)));
    await busy.load();
    expect(busy.missing).toBe(false);
    expect(busy.status).toBe('error');
  });

  it('keeps the failure code (6015 unbound phone) so a screen can offer the missing step; a new load clears it', async () => {
    let fail = true;
    const l = new Loadable(() =>
      fail ? Promise.reject(new ApiError(6015, '请先绑定手机号', null)) : Promise.resolve(1),
    );
    await l.load();
    expect(l.code).toBe(6015);
    fail = false;
    await l.load();
    expect(l.code).toBeNull();
  });

  it('refreshes with the old data still shown, then shows the new', async () => {
    const answers = [[1], [1, 2]];
    const l = new Loadable(() => Promise.resolve(answers.shift()!));
    const first = l.refresh();
    expect(l.status).toBe('loading');
    await first;
    const again = l.refresh();
    expect(l.status).toBe('ready');
    expect(l.data).toEqual([1]);
    await again;
    expect(l.data).toEqual([1, 2]);
  });

  it('drops an answer that arrives after a newer load started', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const queue = [first, second];
    const l = new Loadable(() => queue.shift()!.promise);
    const a = l.load();
    const b = l.load();
    second.resolve('new');
    await b;
    first.resolve('old');
    await a;
    expect(l.data).toBe('new');
  });
});

describe('PagedList', () => {
  it('loads a page, counts pages and says when empty', async () => {
    const list = new PagedList((page, size) =>
      Promise.resolve({ list: page === 1 ? ['a'] : [], total: 25 + size - 10 }),
    );
    await list.load();
    expect(list.items).toEqual(['a']);
    expect(list.pageCount).toBe(3);
    await list.load(2);
    expect(list.page).toBe(2);
    expect(list.isEmpty).toBe(true);
    await list.reload();
    expect(list.page).toBe(1);
  });
});
