import type { TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, configureAxe, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

// Every story: its play function (run by the test-runner itself), then 0 axe violations, then
// a screenshot compared with the committed baseline in __image_snapshots__/ (-u updates), in the
// default theme (classic, light). Then the story's final state is redrawn in place in the
// professional (dark) theme (the toolbar global; the play function does not run again): axe and a
// second screenshot, __image_snapshots__/<story-id>--professional.png. Stories that pin a theme
// (`parameters.theme`) have no second pass; stories without a screenshot
// (`parameters.snapshot.disable`) get axe only in the second pass.
const snapshotsDir = path.join(process.cwd(), '__image_snapshots__');

interface SnapshotOptions {
  customSnapshotsDir: string;
  customSnapshotIdentifier: string;
}

interface SnapshotCounts {
  matched: number;
}

/**
 * jest-image-snapshot's matcher, with one shortcut: a picture byte for byte the same as its
 * baseline file has no differing pixel, so it passes (and is counted as a matched snapshot, and
 * an earlier attempt's differing picture is removed, as the full comparison does) without
 * decoding both PNGs and comparing them pixel by pixel, which took most of a story's time. Any
 * other picture, and every picture while updating baselines (-u), goes through the full
 * comparison as before.
 */
function toMatchImageSnapshotQuick(
  this: { snapshotState: SnapshotCounts & { _updateSnapshot: string } },
  received: Buffer,
  options: SnapshotOptions,
): unknown {
  const dir = options.customSnapshotsDir;
  const id = options.customSnapshotIdentifier;
  const baseline = path.join(dir, `${id}.png`);
  if (
    this.snapshotState._updateSnapshot !== 'all' &&
    existsSync(baseline) &&
    readFileSync(baseline).equals(received)
  ) {
    rmSync(path.join(dir, '__received_output__', `${id}-received.png`), { force: true });
    rmSync(path.join(dir, '__diff_output__', `${id}-diff.png`), { force: true });
    this.snapshotState.matched += 1;
    return { pass: true, message: () => '' };
  }
  return toMatchImageSnapshot.call(this, received, options);
}

type Page = Parameters<NonNullable<TestRunnerConfig['postVisit']>>[0];
type TestContext = Parameters<NonNullable<TestRunnerConfig['postVisit']>>[1];

// The test-runner's getStoryContext and waitForPageReady, here so that a story file's setup
// (.storybook/test-setup.js) does not load the test-runner's main module.
async function getStoryContext(page: Page, context: TestContext): Promise<{ parameters: unknown }> {
  return page.evaluate(
    ({ storyId }) =>
      (
        globalThis as unknown as { __getContext: (id: string) => { parameters: unknown } }
      ).__getContext(storyId),
    { storyId: context.id },
  );
}

async function waitForPageReady(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

/** The toolbar global of preview.tsx (`globalTypes.theme`) and its dark value. */
const PROFESSIONAL = 'professional';

async function expectNoAxeViolations(page: Page): Promise<void> {
  await configureAxe(page, {
    rules: [
      // Stories render parts in isolation: page-level structure rules do not apply.
      { id: 'region', enabled: false },
      { id: 'landmark-one-main', enabled: false },
      { id: 'page-has-heading-one', enabled: false },
    ],
  });
  await checkA11y(page, 'body', {
    verbose: false,
    detailedReport: true,
    detailedReportOptions: { html: true },
    axeOptions: { resultTypes: ['violations'] },
  });
}

async function expectScreenshot(page: Page, identifier: string): Promise<void> {
  // Let transitions end and the caret not blink into the picture. The page keeps the style from
  // one picture to the next (and from one story file to the next, test-environment.js): it is
  // added once, not again before each of the page's few hundred pictures.
  await page.evaluate((css) => {
    if (document.getElementById('test-runner-still')) return;
    const style = document.createElement('style');
    style.id = 'test-runner-still';
    style.textContent = css;
    document.head.appendChild(style);
  }, '*,*::before,*::after{transition:none!important;animation:none!important;caret-color:transparent!important}');
  await page.waitForTimeout(50);
  // widgets drawn when they come on screen (a QR code: src/components/useNearViewport.ts) have
  // had their frame to start; the picture waits until those on screen are drawn
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-late-widget]')].every((el) => {
        const r = el.getBoundingClientRect();
        return r.width === 0 || r.bottom <= 0 || r.top >= window.innerHeight;
      }),
    undefined,
    { timeout: 5000 },
  );
  const image = await page.screenshot({ animations: 'disabled' });
  expect(image).toMatchImageSnapshot({
    customSnapshotsDir: snapshotsDir,
    customSnapshotIdentifier: identifier,
    // a ratio: 0.001 = 0.1 % of the pixels (about 1,000 of 1280 x 800)
    failureThreshold: 0.001,
    failureThresholdType: 'percent',
    // a differing picture is kept (__image_snapshots__/__received_output__/<id>-received.png)
    // for the designers' report and for accepting it (scripts/visual-report.ts)
    storeReceivedOnFailure: true,
  });
}

/** `parameters.screen` of a story: the viewport it is tested and snapshotted at. */
interface StoryScreen {
  screen?: { width?: number; height?: number };
}

function viewportOf(screen: StoryScreen['screen']): { width: number; height: number } {
  return { width: screen?.width ?? 1280, height: screen?.height ?? 800 };
}

interface PreviewChannel {
  on: (event: string, listener: (payload: unknown) => void) => void;
  off: (event: string, listener: (payload: unknown) => void) => void;
  emit: (event: string, payload: unknown) => void;
}

/**
 * Every render phase of the page's stories since the last preVisit (`storyRenderPhaseChanged`
 * events, as `<story id>:<phase>`). Lets postVisit see a story drawn again after its play function,
 * whose picture would then not show what the play function left.
 */
async function startPhaseLog(page: Page): Promise<void> {
  await page.evaluate(() => {
    const g = globalThis as unknown as {
      __STORYBOOK_ADDONS_CHANNEL__?: PreviewChannel;
      __phaseLog?: string[];
    };
    if (!g.__phaseLog)
      g.__STORYBOOK_ADDONS_CHANNEL__?.on('storyRenderPhaseChanged', (payload) => {
        const { storyId, newPhase } = (payload ?? {}) as { storyId?: string; newPhase?: string };
        g.__phaseLog?.push(`${storyId}:${newPhase}`);
      });
    g.__phaseLog = [];
  });
}

/** Fails when the story was loaded or rendered again after it finished (its play function included). */
async function expectNotDrawnAgain(page: Page, storyId: string): Promise<void> {
  const phases = await page.evaluate(
    () => (globalThis as unknown as { __phaseLog?: string[] }).__phaseLog ?? [],
  );
  const finished = phases.indexOf(`${storyId}:finished`);
  const again = phases
    .slice(finished + 1)
    .filter((p) => p === `${storyId}:loading` || p === `${storyId}:rendering`);
  if (finished >= 0 && again.length > 0)
    throw new Error(
      `${storyId} was drawn again after its play function finished (phases: ${phases.join(' ')}); its picture would not show the played state`,
    );
}

/**
 * Emits `event` on the page's Storybook channel, which draws the story shown again, and waits
 * until that story has finished (`storyFinished`; with `storyId`, only that story's counts).
 * Rejects with `failed` (and the play function's error, when it threw) when it ended in an
 * error, or with `notDrawn` after `timeoutMs`.
 */
async function redrawStory(
  page: Page,
  request: {
    event: string;
    payload: unknown;
    storyId?: string;
    timeoutMs: number;
    notDrawn: string;
    failed: string;
  },
): Promise<void> {
  await page.evaluate(
    ({ event, payload, storyId, timeoutMs, notDrawn, failed }) =>
      new Promise<void>((resolve, reject) => {
        const channel = (globalThis as unknown as { __STORYBOOK_ADDONS_CHANNEL__?: PreviewChannel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        if (!channel) {
          reject(new Error('no Storybook channel in the page'));
          return;
        }
        let thrown = '';
        const threw = (error: unknown) => {
          thrown = String((error as { message?: string } | undefined)?.message ?? error);
        };
        const done = () => {
          clearTimeout(timer);
          channel.off('storyFinished', finished);
          channel.off('playFunctionThrewException', threw);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(notDrawn));
        }, timeoutMs);
        function finished(payload: unknown): void {
          const { storyId: finishedId, status } = (payload ?? {}) as {
            storyId?: string;
            status?: string;
          };
          if (storyId !== undefined && finishedId !== storyId) return;
          done();
          if (status === 'error') reject(new Error(thrown ? `${failed}: ${thrown}` : failed));
          else resolve();
        }
        channel.on('storyFinished', finished);
        channel.on('playFunctionThrewException', threw);
        channel.emit(event, payload);
      }),
    request,
  );
}

/**
 * A retry (jest-retry.js) asks for the story the page already shows, and Storybook answers that
 * with `storyUnchanged`: the play function would not run again, and the retry would pass on the
 * failed attempt's page. So a story asked for again is remounted here first (loaders and play
 * function again), and the retry fails if that run fails.
 */
async function remountIfShownAlready(page: Page, storyId: string): Promise<void> {
  const again = await page.evaluate((id) => {
    const g = globalThis as unknown as { __lastVisitedStory?: string };
    const shown = g.__lastVisitedStory === id;
    g.__lastVisitedStory = id;
    return shown;
  }, storyId);
  if (!again) return;
  await redrawStory(page, {
    event: 'forceRemount',
    payload: { storyId },
    storyId,
    timeoutMs: 30_000,
    notDrawn: `${storyId} was not drawn again for its retry`,
    failed: `${storyId} failed again`,
  });
}

/**
 * Sets toolbar globals of the test-runner's page and waits until the story shown has been drawn
 * again with them. A globals change re-renders the story in place (no remount, no second play
 * function): what the play function left on the screen (an open dialog, typed values) stays.
 */
async function updateGlobals(page: Page, globals: Record<string, unknown>): Promise<void> {
  await redrawStory(page, {
    event: 'updateGlobals',
    payload: { globals },
    timeoutMs: 15_000,
    notDrawn: `the story was not drawn again with ${JSON.stringify(globals)}`,
    failed: `the story failed with ${JSON.stringify(globals)}`,
  });
}

/**
 * The second pass: the story's final state drawn again in the professional (dark) theme, then
 * axe and the `--professional` screenshot; the page goes back to the default theme after it,
 * whatever the outcome, for the next story.
 */
async function checkProfessional(
  page: Page,
  storyId: string,
  options: { axe: boolean; screenshot: boolean },
): Promise<void> {
  await updateGlobals(page, { theme: PROFESSIONAL });
  try {
    await page.evaluate(() => document.fonts.ready);
    if (options.axe) await expectNoAxeViolations(page);
    if (options.screenshot) await expectScreenshot(page, `${storyId}--${PROFESSIONAL}`);
  } finally {
    await updateGlobals(page, { theme: 'classic' });
  }
}

const config: TestRunnerConfig = {
  // `tags: ['skip-test']` on a story: reported as skipped (each one says why beside the tag).
  tags: { skip: ['skip-test'] },
  setup() {
    expect.extend({ toMatchImageSnapshot: toMatchImageSnapshotQuick });
  },
  async preVisit(page, context) {
    // `parameters.screen: { width: 390 }` renders the story at a phone's width (media queries
    // apply); default 1280 x 800.
    const { screen } = (await getStoryContext(page, context)).parameters as StoryScreen;
    await page.setViewportSize(viewportOf(screen));
    // The page moves from story to story without reloading: axe is injected once, and the a11y
    // addon's own axe run after each story is switched off once (it only feeds the addon's
    // panel; axe-playwright is the check).
    if (!(await page.evaluate(() => 'axe' in globalThis))) {
      await injectAxe(page);
      await page.evaluate(() =>
        (
          globalThis as unknown as { __STORYBOOK_ADDONS_CHANNEL__?: PreviewChannel }
        ).__STORYBOOK_ADDONS_CHANNEL__?.emit('updateGlobals', {
          globals: { a11y: { manual: true } },
        }),
      );
    }
    await remountIfShownAlready(page, context.id);
    await startPhaseLog(page);
  },
  async postVisit(page, context) {
    const storyContext = await getStoryContext(page, context);
    const params = storyContext.parameters as StoryScreen & {
      a11y?: { disable?: boolean };
      snapshot?: { disable?: boolean };
      theme?: string;
    };
    const axe = !params.a11y?.disable;
    const screenshot = !params.snapshot?.disable && process.env.SKIP_SNAPSHOTS !== 'true';
    // Radix and the story root need a moment after the play function settles.
    await waitForPageReady(page);
    await expectNotDrawnAgain(page, context.id);
    if (axe) await expectNoAxeViolations(page);
    if (screenshot) await expectScreenshot(page, context.id);
    // The second pass, in the professional theme (not for a story that pins its theme, nor
    // after a failure of the first pass).
    if (!context.hasFailure && !params.theme && (axe || screenshot)) {
      await checkProfessional(page, context.id, { axe, screenshot });
    }
  },
};

export default config;
