import { describe, expect, it } from 'vitest';
import { createTestRoot } from '../../stores/testing/createTestRoot';
import { fail, ok } from '../../stores/testing/FakeApi';
import { HomeModel } from './HomeModel';

const category = (id: number, code: string, name: string) => ({
  id,
  code,
  name,
  path: '/',
  sort: id,
  venues: [],
});

describe('home: venue categories and notices', () => {
  it('shows the venue categories of the main menu in the order TY, DZ, ZR, CP, QP, DJ, BY', async () => {
    const t = createTestRoot();
    t.api.on(
      'advertisingNavigationList',
      ok([
        category(1, 'BY', '捕鱼'),
        category(2, 'HOME', '首页'),
        category(3, 'ZR', '真人'),
        category(4, 'TY', '体育'),
        category(5, 'DJ', '电竞'),
        category(6, 'QP', '棋牌'),
        category(7, 'CP', '彩票'),
        category(8, 'DZ', '电子'),
      ]),
    );
    const model = new HomeModel(t.root);
    await model.load();
    expect(model.status).toBe('ready');
    expect(model.venueCategories.map((c) => c.code)).toEqual([
      'TY',
      'DZ',
      'ZR',
      'CP',
      'QP',
      'DJ',
      'BY',
    ]);
  });

  it('keeps the notices of the marquee', async () => {
    const t = createTestRoot();
    t.api.on('advertisingNavigationList', ok([]));
    t.api.on(
      'advertisingQueryNoticeListByPage',
      ok({
        list: [
          {
            id: 1,
            title: '系统维护公告',
            content: '维护',
            type: 1,
            popup: false,
            createTime: '2026-11-22 20:30:00',
          },
        ],
        pageNum: 1,
        pageSize: 20,
        total: 1,
      }),
    );
    const model = new HomeModel(t.root);
    await model.load();
    expect(model.notices.map((n) => n.title)).toEqual(['系统维护公告']);
  });

  it('shows the failure with the server message when the menu cannot load, and loads again on retry', async () => {
    const t = createTestRoot();
    t.api.sequence(
      'advertisingNavigationList',
      fail(6005, '服务异常'),
      ok([category(4, 'TY', '体育')]),
    );
    const model = new HomeModel(t.root);
    await model.load();
    expect(model.status).toBe('error');
    expect(model.error).toBe('服务异常');
    await model.load();
    expect(model.status).toBe('ready');
    expect(model.venueCategories).toHaveLength(1);
  });
});
