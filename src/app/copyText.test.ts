import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copyText';

function toasts() {
  const shown: string[] = [];
  return {
    shown,
    ui: { copied: () => shown.push('复制成功'), copyFailed: () => shown.push('复制失败') },
  };
}

describe('copying a text for the player', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says 复制成功 when the clipboard took the text', async () => {
    const written: string[] = [];
    vi.stubGlobal('navigator', {
      clipboard: { writeText: async (t: string) => void written.push(t) },
    });
    const t = toasts();
    expect(await copyText(t.ui, 'D202611220001')).toBe(true);
    expect(written).toEqual(['D202611220001']);
    expect(t.shown).toEqual(['复制成功']);
  });

  it('says 复制失败, never 复制成功, when the clipboard refuses and nothing else can copy', async () => {
    vi.stubGlobal('navigator', {
      clipboard: { writeText: () => Promise.reject(new Error('NotAllowedError')) },
    });
    const t = toasts();
    expect(await copyText(t.ui, 'D202611220001')).toBe(false);
    expect(t.shown).toEqual(['复制失败']);
  });
});
