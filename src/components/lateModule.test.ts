import { describe, expect, it, vi } from 'vitest';
import { lateModule } from './lateModule';

describe('lateModule', () => {
  it('has nothing before loading, loads once however often asked, then has the value', async () => {
    const importer = vi.fn(() => Promise.resolve('menu'));
    const module = lateModule(importer);
    expect(module.current()).toBeNull();
    const [a, b] = await Promise.all([module.load(), module.load()]);
    expect([a, b]).toEqual(['menu', 'menu']);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(module.current()).toBe('menu');
  });

  it('tells its subscribers when the value arrives, and no longer after they unsubscribe', async () => {
    const module = lateModule(() => Promise.resolve(1));
    const heard = vi.fn();
    const off = module.subscribe(heard);
    await module.load();
    expect(heard).toHaveBeenCalledTimes(1);
    off();
    await module.load();
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (offline), instead of failing for good', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('menu');
    const module = lateModule(importer);
    await expect(module.load()).rejects.toThrow('offline');
    expect(module.current()).toBeNull();
    await expect(module.load()).resolves.toBe('menu');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
