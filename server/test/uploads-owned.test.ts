// Issue 42, item 3: an upload is its uploader's. Choosing another member's upload as an avatar or
// attaching it to feedback is refused with a clear message, as is an address under /upload/ that
// names no upload; addresses carry 96 random bits, so they cannot be guessed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, startHarness, type Harness } from './harness.ts';
import { NOT_OWN_UPLOAD } from '../handlers/site.ts';

const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('uploads belong to their uploader (issue 42)', () => {
  let h: Harness;
  let alice: string;
  let bob: string;
  let alicesImage: string;
  beforeAll(async () => {
    h = await startHarness();
    alice = await newPlayer(h, 'alice42a');
    bob = await newPlayer(h, 'bob42bb');
    alicesImage = await upload(alice);
  }, 60_000);
  afterAll(async () => h.close());

  async function upload(token: string): Promise<string> {
    const r = await h.call(
      'userUploadUploadImage',
      { fileName: 'a.png', contentType: 'image/png', base64: PNG_1PX },
      { token },
    );
    expect(r.status_code).toBe(6000);
    return (r.data as { url: string }).url;
  }

  const avatarOf = async (token: string): Promise<unknown> =>
    ((await h.call('userMemberInfo', {}, { token })).data as { avatar?: unknown }).avatar;

  it('refuses another member’s upload as an avatar, and one that does not exist', async () => {
    const before = await avatarOf(bob);
    for (const url of [
      alicesImage,
      '/upload/2026/01/15/000000000000000000000000.png',
      '/upload/',
    ]) {
      const r = await h.call('userMemberAddAvatar', { url }, { token: bob });
      expect(r, url).toMatchObject({ status_code: 6007, message: NOT_OWN_UPLOAD });
    }
    expect(await avatarOf(bob)).toEqual(before);
    const mine = await upload(bob);
    expect((await h.call('userMemberAddAvatar', { url: mine }, { token: bob })).status_code).toBe(
      6000,
    );
    expect(await avatarOf(bob)).toBe(mine);
    expect(
      (await h.call('userMemberAddAvatar', { url: alicesImage }, { token: alice })).status_code,
    ).toBe(6000);
  });

  it('refuses another member’s upload or a missing one on feedback, and files nothing', async () => {
    for (const url of [alicesImage, '/upload/2026/01/15/ffffffffffffffffffffffff.png']) {
      const r = await h.call(
        'userFeedbackAddFeedBack',
        { type: 1, content: '截图见附件', images: [url] },
        { token: bob },
      );
      expect(r, url).toMatchObject({ status_code: 6007, message: NOT_OWN_UPLOAD });
    }
    const rows = await h.db.query(
      "SELECT 1 FROM feedback f JOIN members m ON m.id = f.member_id WHERE m.name = 'bob42bb'",
    );
    expect(rows).toHaveLength(0);
    const mine = await upload(bob);
    const ok = await h.call(
      'userFeedbackAddFeedBack',
      { type: 1, content: '截图见附件', images: [mine] },
      { token: bob },
    );
    expect(ok.status_code).toBe(6000);
  });

  it('gives every upload an unguessable address (96 random bits)', async () => {
    const urls = await Promise.all([upload(alice), upload(alice), upload(bob)]);
    for (const u of urls) expect(u).toMatch(/^\/upload\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{24}\.png$/);
    expect(new Set(urls).size).toBe(3);
  });
});
