// The visual review of the last stories run (`npm run visual:report`; scripts/test-stories.sh runs
// it when a picture differs). Every story picture that failed its comparison was kept by the
// test-runner (.storybook/test-runner.ts: `__image_snapshots__/__received_output__/<id>-received.png`);
// this copies each beside its baseline, lets reg-cli compare them and write its report
// (visual-report/reg.html: baseline, new picture and difference, side by side, slider or blend),
// and writes visual-report/index.html: one row a changed picture with the story's name, its
// edition and width, the three pictures and links to the story in Storybook.
//   npm run visual:report                  # rebuild the report from the last run
//   npm run visual:accept                  # accept exactly those pictures as the new baselines
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface VisualDirs {
  /** the committed baselines (`__image_snapshots__/`) */
  snapshots: string;
  /** where the report goes (`visual-report/`) */
  report: string;
  /** the static Storybook whose index.json names the stories (`storybook-static/`) */
  storybook: string;
}

export const DEFAULT_DIRS: VisualDirs = {
  snapshots: path.join(ROOT, '__image_snapshots__'),
  report: path.join(ROOT, 'visual-report'),
  storybook: path.join(ROOT, 'storybook-static'),
};

/** The test-runner's second pass: `<story-id>--professional` (.storybook/test-runner.ts). */
const PROFESSIONAL = '--professional';

export interface ChangedPicture {
  /** the picture's name: `<story-id>` or `<story-id>--professional` */
  name: string;
  storyId: string;
  edition: 'classic' | 'professional';
  received: string;
  baseline: string | null;
}

/** The pictures the last run kept because they differ from their baseline. */
export function changedPictures(dirs: VisualDirs = DEFAULT_DIRS): ChangedPicture[] {
  const received = path.join(dirs.snapshots, '__received_output__');
  if (!existsSync(received)) return [];
  return readdirSync(received)
    .filter((f) => f.endsWith('-received.png'))
    .sort()
    .map((f) => {
      const name = f.slice(0, -'-received.png'.length);
      const professional = name.endsWith(PROFESSIONAL);
      const baseline = path.join(dirs.snapshots, `${name}.png`);
      return {
        name,
        storyId: professional ? name.slice(0, -PROFESSIONAL.length) : name,
        edition: professional ? 'professional' : 'classic',
        received: path.join(received, f),
        baseline: existsSync(baseline) ? baseline : null,
      };
    });
}

/** Width x height of a PNG, read from its header. */
function pngSize(file: string): { width: number; height: number } {
  const head = readFileSync(file).subarray(16, 24);
  return { width: head.readUInt32BE(0), height: head.readUInt32BE(4) };
}

function storyNames(storybook: string): Map<string, string> {
  const names = new Map<string, string>();
  const index = path.join(storybook, 'index.json');
  if (!existsSync(index)) return names;
  const entries = (
    JSON.parse(readFileSync(index, 'utf8')) as {
      entries?: Record<string, { title?: string; name?: string }>;
    }
  ).entries;
  for (const [id, e] of Object.entries(entries ?? {}))
    names.set(id, `${e.title ?? ''} / ${e.name ?? ''}`);
  return names;
}

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Writes the report of the changed pictures into `dirs.report` and returns the path of its
 * index.html, or null when no picture changed.
 */
export function writeVisualReport(dirs: VisualDirs = DEFAULT_DIRS): string | null {
  const changed = changedPictures(dirs);
  rmSync(dirs.report, { recursive: true, force: true });
  if (changed.length === 0) return null;
  const actual = path.join(dirs.report, 'actual');
  const expected = path.join(dirs.report, 'expected');
  const diff = path.join(dirs.report, 'diff');
  for (const d of [actual, expected, diff]) mkdirSync(d, { recursive: true });
  for (const c of changed) {
    copyFileSync(c.received, path.join(actual, `${c.name}.png`));
    if (c.baseline) copyFileSync(c.baseline, path.join(expected, `${c.name}.png`));
  }
  // reg-cli compares them again (the test-runner's threshold: 0.1 % of the pixels) and draws
  // the differences; -I: a change is what this report is for, not an error
  execFileSync(
    path.join(ROOT, 'node_modules', '.bin', 'reg-cli'),
    [
      actual,
      expected,
      diff,
      '-R',
      path.join(dirs.report, 'reg.html'),
      '-J',
      path.join(dirs.report, 'reg.json'),
      '-I',
      '-M',
      '0.01',
      '-T',
      '0.001',
    ],
    { stdio: 'ignore' },
  );
  const names = storyNames(dirs.storybook);
  const staticStorybook = path.relative(dirs.report, dirs.storybook);
  const rows = changed.map((c) => {
    const { width, height } = pngSize(c.received);
    const globals = c.edition === 'professional' ? '&globals=theme:professional' : '';
    const story = `?path=/story/${encodeURIComponent(c.storyId)}${globals}`;
    const img = (dir: string, label: string) =>
      `<figure><figcaption>${label}</figcaption>${
        existsSync(path.join(dirs.report, dir, `${c.name}.png`))
          ? `<a href="${dir}/${c.name}.png"><img src="${dir}/${c.name}.png" alt="${label}: ${escapeHtml(c.name)}" loading="lazy"></a>`
          : '<p>none</p>'
      }</figure>`;
    return `<section id="${escapeHtml(c.name)}">
  <h2>${escapeHtml(names.get(c.storyId) ?? c.storyId)}</h2>
  <p>${c.edition === 'professional' ? '专业版 (professional, dark)' : '经典版 (classic, light)'} · ${width} x ${height} px ·
    <code>${escapeHtml(c.name)}.png</code> ·
    <a href="${staticStorybook}/index.html${story}">the story in the static Storybook</a> ·
    <a href="http://127.0.0.1:6006/${story}">in npm run storybook</a></p>
  <div class="row">${img('expected', 'baseline')}${img('actual', 'new')}${img('diff', 'difference')}</div>
</section>`;
  });
  const index = path.join(dirs.report, 'index.html');
  writeFileSync(
    index,
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visual changes: ${changed.length}</title>
<style>
body{font:14px/1.5 system-ui,sans-serif;margin:24px;color:#222}
.row{display:flex;gap:12px;align-items:flex-start}
figure{margin:0;flex:1;min-width:0}
figcaption{font-weight:600}
img{max-width:100%;border:1px solid #ccc}
section{border-top:1px solid #ddd;padding:12px 0}
</style></head><body>
<h1>${changed.length} changed picture${changed.length === 1 ? '' : 's'}</h1>
<p>Each differs from its committed baseline in <code>__image_snapshots__/</code>. reg-cli's own report
(slider and blend views): <a href="reg.html">reg.html</a>. Accept every picture below as the new
baseline: <code>npm run visual:accept</code> (docs/for-designers.md).</p>
${rows.join('\n')}
</body></html>
`,
  );
  return index;
}

/** Copies every changed picture over its baseline; returns the baselines written. */
export function acceptChanged(dirs: VisualDirs = DEFAULT_DIRS): string[] {
  const changed = changedPictures(dirs);
  for (const c of changed) copyFileSync(c.received, path.join(dirs.snapshots, `${c.name}.png`));
  rmSync(path.join(dirs.snapshots, '__received_output__'), { recursive: true, force: true });
  rmSync(path.join(dirs.snapshots, '__diff_output__'), { recursive: true, force: true });
  rmSync(dirs.report, { recursive: true, force: true });
  return changed.map((c) => path.join(dirs.snapshots, `${c.name}.png`));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === 'accept') {
    const written = acceptChanged();
    if (written.length === 0) console.log('no changed picture from the last stories run');
    for (const f of written) console.log(`accepted ${path.relative(ROOT, f)}`);
  } else {
    const index = writeVisualReport();
    console.log(
      index
        ? `visual report of ${changedPictures().length} changed picture(s): ${index}`
        : 'no changed picture from the last stories run: no report',
    );
  }
}
