import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext, waitForPageReady } from '@storybook/test-runner';
import { checkA11y, configureAxe, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import path from 'node:path';

// Every story: its play function (run by the test-runner itself), then 0 axe violations, then
// a screenshot compared with the committed baseline in __image_snapshots__/ (-u updates), in the
// default theme (classic, light). Then the same story again in the professional (dark) theme:
// axe and a second screenshot, __image_snapshots__/<story-id>--professional.png. Stories that pin
// a theme (`parameters.theme`) have no second pass; stories without a screenshot
// (`parameters.snapshot.disable`) get axe only in the second pass.
const snapshotsDir = path.join(process.cwd(), '__image_snapshots__');

type Page = Parameters<NonNullable<TestRunnerConfig['postVisit']>>[0];

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
  // Let transitions end and the caret not blink into the picture.
  await page.addStyleTag({
    content:
      '*,*::before,*::after{transition:none!important;animation:none!important;caret-color:transparent!important}',
  });
  await page.waitForTimeout(50);
  const image = await page.screenshot({ animations: 'disabled' });
  expect(image).toMatchImageSnapshot({
    customSnapshotsDir: snapshotsDir,
    customSnapshotIdentifier: identifier,
    // a ratio: 0.001 = 0.1 % of the pixels (about 1,000 of 1280 x 800)
    failureThreshold: 0.001,
    failureThresholdType: 'percent',
  });
}

/** `parameters.screen` of a story: the viewport it is tested and snapshotted at. */
interface StoryScreen {
  screen?: { width?: number; height?: number };
}

function viewportOf(screen: StoryScreen['screen']): { width: number; height: number } {
  return { width: screen?.width ?? 1280, height: screen?.height ?? 800 };
}

/** What the preview reported about the story it rendered (see recordStoryOutcome). */
interface StoryOutcome {
  done: boolean;
  error: string | null;
}

/**
 * Runs in the page before Storybook: listens on the preview's channel as soon as it is created
 * and records in `__storyOutcome` when the story finished (play function included) and whether
 * it failed. The professional page resets `__storyOutcome` before each story it switches to.
 */
function recordStoryOutcome(): void {
  interface Channel {
    on: (event: string, listener: (payload: unknown) => void) => void;
  }
  const scope = globalThis as unknown as { __storyOutcome?: StoryOutcome };
  scope.__storyOutcome = { done: false, error: null };
  const describe = (payload: unknown): string => {
    const first: unknown = Array.isArray(payload) ? payload[0] : payload;
    if (typeof first === 'string') return first;
    if (first && typeof first === 'object') {
      const { message, description } = first as { message?: unknown; description?: unknown };
      if (typeof message === 'string') return message;
      if (typeof description === 'string') return description;
    }
    return JSON.stringify(first);
  };
  const outcome = (): StoryOutcome => (scope.__storyOutcome ??= { done: false, error: null });
  const fail = (label: string) => (payload: unknown) => {
    outcome().error ??= `${label}: ${describe(payload)}`;
  };
  const listened = new WeakSet<Channel>();
  let current: Channel | undefined;
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => current,
    set: (next: Channel | undefined) => {
      current = next;
      if (!next || listened.has(next)) return;
      listened.add(next);
      next.on('playFunctionThrewException', fail('play function threw'));
      next.on('storyThrewException', fail('story threw'));
      next.on('storyErrored', fail('story errored'));
      next.on('unhandledErrorsWhilePlaying', fail('unhandled error while playing'));
      next.on('storyMissing', (payload) => {
        fail('story missing')(payload);
        outcome().done = true;
      });
      next.on('storyFinished', (payload) => {
        const { status } = (payload ?? {}) as { status?: string };
        if (status === 'error') outcome().error ??= 'the story finished with an error';
        outcome().done = true;
      });
    },
  });
}

/**
 * One professional-theme tab per test-runner page (that is, per stories file): loading
 * Storybook's iframe costs more than rendering a story, so the tab is loaded once, with
 * `globals=theme:professional`, and later stories are switched to over the preview's channel,
 * the way the test-runner itself moves its own page from story to story.
 */
const professionalTabs = new WeakMap<Page, Page>();
const shownStory = new WeakMap<Page, string>();

/** Requests in flight per professional tab, to wait for quiet before axe and the screenshot. */
const inFlight = new WeakMap<Page, Set<unknown>>();

function trackRequests(tab: Page): void {
  const pending = new Set<unknown>();
  inFlight.set(tab, pending);
  tab.on('request', (request) => pending.add(request));
  tab.on('requestfinished', (request) => pending.delete(request));
  tab.on('requestfailed', (request) => pending.delete(request));
}

/**
 * Like Playwright's `networkidle` (no request for 500 ms), which a tab that switches stories
 * without navigating never reports again; bounded at 2 s for a story that keeps a request
 * pending on purpose (loading states).
 */
async function networkQuiet(tab: Page): Promise<void> {
  const pending = inFlight.get(tab);
  const deadline = Date.now() + 2_000;
  let quietSince = Date.now();
  while (pending && Date.now() < deadline) {
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 500) return;
    await tab.waitForTimeout(50);
  }
}

async function showInProfessionalTab(
  page: Page,
  storyId: string,
  size: { width: number; height: number },
): Promise<Page> {
  let pro = professionalTabs.get(page);
  // The same story again is a retry after a failure or a timeout: start from a fresh tab.
  if (pro && shownStory.get(pro) === storyId) {
    await pro.close().catch(() => undefined);
    pro = undefined;
  }
  if (pro && !pro.isClosed()) {
    shownStory.set(pro, storyId);
    await pro.setViewportSize(size);
    await pro.evaluate((id) => {
      const scope = globalThis as unknown as {
        __storyOutcome?: StoryOutcome;
        __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
      };
      scope.__storyOutcome = { done: false, error: null };
      scope.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', {
        storyId: id,
        viewMode: 'story',
      });
    }, storyId);
  } else {
    const url = new URL('iframe.html', page.url());
    // The a11y addon's own axe run is switched off here: axe-playwright checks instead.
    url.search = `?id=${encodeURIComponent(storyId)}&viewMode=story&globals=theme:${PROFESSIONAL};a11y.manual:!true`;
    pro = await page.context().newPage();
    professionalTabs.set(page, pro);
    shownStory.set(pro, storyId);
    trackRequests(pro);
    await pro.setViewportSize(size);
    await pro.addInitScript(recordStoryOutcome);
    await pro.goto(url.toString(), { waitUntil: 'load' });
  }
  return pro;
}

/**
 * The story shown in the professional (dark) theme in a second tab of the same browser context
 * (the test-runner's own page keeps its injected helpers and the default theme): its play
 * function runs again from a clean state, then axe and the `--professional` screenshot.
 */
async function checkProfessional(
  page: Page,
  storyId: string,
  options: { axe: boolean; screenshot: boolean; size: { width: number; height: number } },
): Promise<void> {
  const pro = await showInProfessionalTab(page, storyId, options.size);
  try {
    await pro.waitForFunction(
      () =>
        (globalThis as unknown as { __storyOutcome?: StoryOutcome }).__storyOutcome?.done === true,
      undefined,
      { timeout: 20_000 },
    );
    const outcome = await pro.evaluate(
      () => (globalThis as unknown as { __storyOutcome?: StoryOutcome }).__storyOutcome ?? null,
    );
    if (outcome?.error) {
      throw new Error(`${storyId} in the ${PROFESSIONAL} theme: ${outcome.error}`);
    }
    await networkQuiet(pro);
    await pro.evaluate(() => document.fonts.ready);
    if (options.axe) {
      if (!(await pro.evaluate(() => 'axe' in globalThis))) await injectAxe(pro);
      await expectNoAxeViolations(pro);
    }
    if (options.screenshot) await expectScreenshot(pro, `${storyId}--${PROFESSIONAL}`);
  } catch (error) {
    // A tab left mid-story is not reused: a retry of the same story loads a fresh one (the
    // preview would not render again a story it already shows).
    professionalTabs.delete(page);
    await pro.close().catch(() => undefined);
    throw error;
  }
}

const config: TestRunnerConfig = {
  // `tags: ['skip-test']` on a story: reported as skipped (each one says why beside the tag).
  tags: { skip: ['skip-test'] },
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page, context) {
    // `parameters.screen: { width: 390 }` renders the story at a phone's width (media queries
    // apply); default 1280 x 800.
    const { screen } = (await getStoryContext(page, context)).parameters as StoryScreen;
    await page.setViewportSize(viewportOf(screen));
    // The page moves from story to story without reloading: axe is injected once.
    if (!(await page.evaluate(() => 'axe' in globalThis))) await injectAxe(page);
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
    if (axe) await expectNoAxeViolations(page);
    if (screenshot) await expectScreenshot(page, context.id);
    // The second pass, in the professional theme (not for a story that pins its theme, nor
    // after a failure of the first pass).
    if (!context.hasFailure && !params.theme && (axe || screenshot)) {
      await checkProfessional(page, context.id, {
        axe,
        screenshot,
        size: viewportOf(params.screen),
      });
    }
  },
};

export default config;
