// The designers' review of a stories run (scripts/visual-report.ts): a picture the test-runner kept
// because it differs from its baseline gets a report row with the story's name, edition and width,
// baseline, new picture and difference (drawn by reg-cli, whose own report sits beside it), and
// links to the story; accepting writes exactly the changed pictures over their baselines.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptChanged, writeVisualReport, type VisualDirs } from '../../scripts/visual-report';

/** A PNG of one colour (8-bit RGB), without a library. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const byte of b) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill(rgb).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array(height).fill(row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let work = '';
afterEach(() => rmSync(work, { recursive: true, force: true }));

function runOf(): VisualDirs {
  work = mkdtempSync(path.join(tmpdir(), 'visual-report-'));
  const dirs = {
    snapshots: path.join(work, '__image_snapshots__'),
    report: path.join(work, 'visual-report'),
    storybook: path.join(work, 'storybook-static'),
  };
  mkdirSync(path.join(dirs.snapshots, '__received_output__'), { recursive: true });
  mkdirSync(dirs.storybook);
  writeFileSync(
    path.join(dirs.storybook, 'index.json'),
    JSON.stringify({
      entries: {
        'components-tag--hot': { title: 'Components/Tag', name: 'Hot' },
        'components-tag--new': { title: 'Components/Tag', name: 'New' },
      },
    }),
  );
  // Hot: its professional picture changed (red -> blue); New: unchanged, no received picture
  writeFileSync(path.join(dirs.snapshots, 'components-tag--hot.png'), png(390, 20, [255, 0, 0]));
  writeFileSync(
    path.join(dirs.snapshots, 'components-tag--hot--professional.png'),
    png(390, 20, [255, 0, 0]),
  );
  writeFileSync(path.join(dirs.snapshots, 'components-tag--new.png'), png(390, 20, [0, 255, 0]));
  writeFileSync(
    path.join(
      dirs.snapshots,
      '__received_output__',
      'components-tag--hot--professional-received.png',
    ),
    png(390, 20, [0, 0, 255]),
  );
  return dirs;
}

describe('the visual report of a stories run', () => {
  it('shows each changed picture with its story, edition, width, the three pictures and Storybook links', () => {
    const dirs = runOf();
    const index = writeVisualReport(dirs);
    expect(index).toBe(path.join(dirs.report, 'index.html'));
    const html = readFileSync(index ?? '', 'utf8');
    expect(html).toContain('<h1>1 changed picture</h1>');
    expect(html).toContain('<h2>Components/Tag / Hot</h2>');
    expect(html).toContain('专业版 (professional, dark) · 390 x 20 px');
    expect(html).toContain(
      'href="../storybook-static/index.html?path=/story/components-tag--hot&globals=theme:professional"',
    );
    expect(html).not.toContain('Components/Tag / New');
    for (const dir of ['expected', 'actual', 'diff'])
      expect(existsSync(path.join(dirs.report, dir, 'components-tag--hot--professional.png'))).toBe(
        true,
      );
    // reg-cli's own comparison agrees: one failed item
    const reg = JSON.parse(readFileSync(path.join(dirs.report, 'reg.json'), 'utf8')) as {
      failedItems: string[];
    };
    expect(reg.failedItems).toEqual(['components-tag--hot--professional.png']);
    expect(existsSync(path.join(dirs.report, 'reg.html'))).toBe(true);
  }, 60_000);

  it('writes no report when no picture changed', () => {
    const dirs = runOf();
    rmSync(path.join(dirs.snapshots, '__received_output__'), { recursive: true });
    expect(writeVisualReport(dirs)).toBeNull();
  });

  it('accepting writes exactly the changed pictures over their baselines', () => {
    const dirs = runOf();
    const before = readFileSync(path.join(dirs.snapshots, 'components-tag--hot.png'));
    expect(acceptChanged(dirs)).toEqual([
      path.join(dirs.snapshots, 'components-tag--hot--professional.png'),
    ]);
    expect(
      readFileSync(path.join(dirs.snapshots, 'components-tag--hot--professional.png')),
    ).toEqual(png(390, 20, [0, 0, 255]));
    expect(readFileSync(path.join(dirs.snapshots, 'components-tag--hot.png'))).toEqual(before);
    expect(existsSync(path.join(dirs.snapshots, '__received_output__'))).toBe(false);
  });
});
