import { domainMessages } from '../domain';
import { describe, expect, it } from 'vitest';
import {
  decideNavigation,
  isMobileUserAgent,
  isWithinPath,
  mobileLeaveTarget,
  sportsChannelOf,
  wantsRegisterPrompt,
  type GuardState,
} from './guards';
import { allPaths, matchRoute } from './routeTable';

const visitor: GuardState = {
  loggedIn: false,
  bindPhone: false,
  bindRealName: false,
  depositEnabled: true,
  mobile: false,
  mobileSiteUrl: null,
};
const member: GuardState = { ...visitor, loggedIn: true };
const verified: GuardState = { ...member, bindPhone: true, bindRealName: true };

describe('route table (spec section 2)', () => {
  it('has every route of the spec', () => {
    const paths = allPaths();
    for (const p of [
      '/',
      '/loading',
      '/pg/game',
      '/dz/game',
      '/game/sport',
      '/game/realbet',
      '/game/chess',
      '/game/gaming',
      '/game/lottery',
      '/game/egame',
      '/game/fishing',
      '/agent',
      '/sponsor',
      '/download',
      '/game/:info',
      '/game/sport/:enName',
      '/activity/discount',
      '/activity/racePage/:id',
      '/activity/bettingGift/:id',
      '/activity/friendInvitation',
      '/redirect/*',
      '/mine/userinfo',
      '/mine/accountManage/:id',
      '/mine/vip/detail',
      '/mine/savemoney',
      '/mine/takemoney',
      '/mine/xnbskWait',
      '/app/help/gztk',
      '/app/help/zxkf',
      '*',
    ])
      expect(paths).toContain(p);
  });

  it('uses the full-width sport layout for /game/sport/{enName} and main for the game lists', () => {
    expect(matchRoute('/game/sport/crty').leaf.layout).toBe('sport');
    expect(matchRoute('/game/sport').leaf.name).toBe('sport');
    expect(matchRoute('/game/xyz').leaf.name).toBe('game');
  });

  it('sends unknown paths to not found', () => {
    expect(matchRoute('/no/such/page').leaf.name).toBe('notFound');
  });

  it('marks /mine children auth through their parent', () => {
    expect(matchRoute('/mine/wallet').auth).toBe(true);
    expect(matchRoute('/app/help/kh').auth).toBe(false);
  });
});

describe('guard 1: login', () => {
  it('sends a visitor of an auth route home with 请先登录账号,才能了解更多', () => {
    for (const path of ['/mine/wallet', '/game/some-slot', '/game/sport/crty', '/redirect/mine'])
      expect(decideNavigation({ pathname: path }, visitor)).toEqual({
        kind: 'redirect',
        to: '/',
        reason: 'login_required',
        toast: 'loginRequiredTip',
      });
    expect(domainMessages['zh-CN'].loginRequiredTip).toBe('请先登录账号,才能了解更多');
  });

  it('lets a visitor through routes not marked auth', () => {
    for (const path of ['/', '/game/sport', '/activity/discount', '/app/help/gztk', '/nope'])
      expect(decideNavigation({ pathname: path }, visitor)).toEqual({ kind: 'allow' });
  });

  it('lets a member through auth routes', () => {
    expect(decideNavigation({ pathname: '/mine/wallet' }, member)).toEqual({ kind: 'allow' });
  });
});

describe('guard 2: bound phone and real name', () => {
  it('sends a member without both to the auth page', () => {
    for (const state of [member, { ...member, bindPhone: true }, { ...member, bindRealName: true }])
      expect(decideNavigation({ pathname: '/mine/addBankCard' }, state)).toMatchObject({
        kind: 'redirect',
        to: '/mine/auth?from=%2Fmine%2FaddBankCard',
      });
  });

  it('lets a member with both through', () => {
    for (const path of [
      '/mine/addBankCard',
      '/mine/virtualCoinCard',
      '/mine/alipayManage',
      '/mine/accountManage/3',
    ])
      expect(decideNavigation({ pathname: path }, verified)).toEqual({ kind: 'allow' });
  });
});

describe('guard 3: deposit flag', () => {
  it('sends the deposit page and the deposit help page to not found when the flag is 0', () => {
    const off = { ...verified, depositEnabled: false };
    expect(decideNavigation({ pathname: '/mine/savemoney' }, off)).toMatchObject({
      kind: 'redirect',
      to: '/notFound',
    });
    expect(decideNavigation({ pathname: '/app/help/ck' }, off)).toMatchObject({ to: '/notFound' });
    expect(decideNavigation({ pathname: '/mine/takemoney' }, off)).toEqual({ kind: 'allow' });
  });

  it('shows them when the flag is 1', () => {
    expect(decideNavigation({ pathname: '/mine/savemoney' }, verified)).toEqual({ kind: 'allow' });
  });
});

describe('guard 4: sports channel', () => {
  it('recognises the crty channel on the local sport path only', () => {
    expect(sportsChannelOf('/game/sport/crty')).toBe('crty');
    expect(sportsChannelOf('/game/sport/xmty')).toBeNull();
    expect(sportsChannelOf('/game/crty')).toBeNull();
  });
});

describe('guard 6: mobile browsers', () => {
  it('sends a mobile browser to the mobile site once its address is known', () => {
    const url = 'https://m.example.com/?icode=I1&rcode=R1';
    expect(
      decideNavigation({ pathname: '/' }, { ...visitor, mobile: true, mobileSiteUrl: url }),
    ).toEqual({ kind: 'external', url });
    expect(decideNavigation({ pathname: '/' }, { ...visitor, mobile: true })).toEqual({
      kind: 'allow',
    });
  });

  it('compares whole path segments: /mine is not inside /m', () => {
    expect(isWithinPath('/m', '/m')).toBe(true);
    expect(isWithinPath('/m/home', '/m')).toBe(true);
    expect(isWithinPath('/m/home', '/m/')).toBe(true);
    expect(isWithinPath('/mine', '/m')).toBe(false);
    expect(isWithinPath('/mine/wallet', '/m')).toBe(false);
    expect(isWithinPath('/anything', '/')).toBe(true);
  });

  it('stays when no mobile address is configured', () => {
    const here = new URL('https://site.test/mine/wallet');
    expect(mobileLeaveTarget(null, here)).toBeNull();
    expect(mobileLeaveTarget('', here)).toBeNull();
    expect(mobileLeaveTarget('   ', here)).toBeNull();
  });

  it('stays when the mobile address is this site', () => {
    expect(mobileLeaveTarget('https://site.test/', new URL('https://site.test/game/egame'))).toBe(
      null,
    );
    expect(mobileLeaveTarget('/', new URL('https://site.test/mine'))).toBeNull();
    expect(mobileLeaveTarget('/m?icode=I1', new URL('https://site.test/m/home'))).toBeNull();
  });

  it('leaves for a mobile address elsewhere, and /mine pages do not escape a /m address', () => {
    expect(
      mobileLeaveTarget('https://m.example.com/?icode=I1', new URL('https://site.test/')),
    ).toBe('https://m.example.com/?icode=I1');
    expect(mobileLeaveTarget('/m?rcode=R1', new URL('https://site.test/mine/wallet'))).toBe(
      'https://site.test/m?rcode=R1',
    );
  });

  it('refuses a mobile address that is not a web address', () => {
    expect(mobileLeaveTarget('javascript:alert(1)', new URL('https://site.test/'))).toBeNull();
  });

  it('tells phones from desktop browsers', () => {
    expect(
      isMobileUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      ),
    ).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120 Mobile')).toBe(
      true,
    );
    expect(
      isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari'),
    ).toBe(false);
  });
});

describe('guard 7: register prompt', () => {
  it('asks for the prompt with register=1 for a visitor only', () => {
    expect(wantsRegisterPrompt('?register=1', false)).toBe(true);
    expect(wantsRegisterPrompt('?register=1', true)).toBe(false);
    expect(wantsRegisterPrompt('?register=0', false)).toBe(false);
    expect(wantsRegisterPrompt('', false)).toBe(false);
  });
});

describe('/redirect/{path}', () => {
  it('follows an in-site path for a member', () => {
    expect(decideNavigation({ pathname: '/redirect/mine/vip' }, member)).toEqual({
      kind: 'redirect',
      to: '/mine/vip',
      reason: 'redirect_path',
    });
  });

  it('sends an off-site target home', () => {
    expect(decideNavigation({ pathname: '/redirect//evil.example' }, member)).toEqual({
      kind: 'redirect',
      to: '/',
      reason: 'unsafe_redirect',
    });
  });
});
