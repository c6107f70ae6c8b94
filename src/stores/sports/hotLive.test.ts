import { describe, expect, it } from 'vitest';
import { exampleData } from '../../../mocks';
import { ok } from '../testing/FakeApi';
import { createTestRoot } from '../testing/createTestRoot';
import { hotLiveDetail } from './hotLive';

describe('hotLiveDetail', () => {
  it('asks video/hotLive/matchDetail for the match, one loader a match', async () => {
    const t = createTestRoot();
    t.api.on('videoHotLiveMatchDetail', ok(exampleData('videoHotLiveMatchDetail')));
    const d = hotLiveDetail(t.root, '8812345');
    expect(hotLiveDetail(t.root, '8812345')).toBe(d);
    await d.load();
    expect(t.api.lastBody('videoHotLiveMatchDetail')).toEqual({ matchId: '8812345' });
    expect(d.data).toMatchObject({ team_h: '曼彻斯特联', isLive: true });
  });
});
