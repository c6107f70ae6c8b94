// The stories' jest environment: the test-runner's own (a browser context and a page on the
// shared Chromium, iframe.html loaded in it), except that a worker keeps its page from one story
// file to the next. The test-runner's environment opens a new context for every story file and
// loads iframe.html again: with it, the preview's 1.3 MB script, the mock service worker, the
// modules the preview loads first and axe, for each of the 92 files. That cost 4 to 7 s a file,
// a third of the stage. Within a file the page already moves from story to story without
// reloading (Storybook's own story switch): now it goes on to the next file's stories the same
// way. Between files the page's storage and cookies are cleared, as a new context would have
// them. A file in which a test failed (a retry included) hands over no page: the next file
// starts on a new context, as before.
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';
import { setupPage } from '@storybook/test-runner';

/** @type {{ browser: import('playwright-core').Browser, context: import('playwright-core').BrowserContext, page: import('playwright-core').Page } | null} */
let kept = null;

const NodeEnvironment = Object.getPrototypeOf(PlaywrightEnvironment.prototype);

/** jest-worker's message to a worker that has no more files (its CHILD_MESSAGE_END). */
const END_OF_WORKER = 2;

/** The kept page's connection would hold the worker open at its end: closed when jest ends it. */
function closeKeptAtEnd(message) {
  if (!Array.isArray(message) || message[0] !== END_OF_WORKER) return;
  process.off('message', closeKeptAtEnd);
  const browser = kept?.browser;
  kept = null;
  browser?.close().catch(() => {});
}
process.on('message', closeKeptAtEnd);

export default class StoriesEnvironment extends PlaywrightEnvironment {
  async setup() {
    const options = this._config.testEnvironmentOptions['jest-playwright'];
    const reuse =
      kept !== null &&
      !options.haveSkippedTests &&
      kept.browser.isConnected() &&
      !kept.page.isClosed();
    if (!reuse) {
      await this.closeKept();
      await super.setup();
      await setupPage(this.global.page, this.global.context);
    } else {
      // the test-runner's environment without a new context (its globals, jestPlaywright's
      // helpers), then the kept page, cleared of the last file's storage
      const { page, context, browser } = kept;
      kept = null;
      options.skipInitialization = true;
      try {
        await super.setup();
      } finally {
        delete options.skipInitialization;
      }
      Object.assign(this.global, { browser, context, page });
      await context.clearCookies();
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    this.failed = false;
  }

  async handleTestEvent(event, state) {
    await super.handleTestEvent(event, state);
    if (
      event.name === 'test_fn_failure' ||
      event.name === 'hook_failure' ||
      event.name === 'test_retry'
    )
      this.failed = true;
  }

  async teardown() {
    const { browser, context, page } = this.global;
    if (!this.failed && browser?.isConnected() && page && !page.isClosed()) {
      kept = { browser, context, page };
      await NodeEnvironment.teardown.call(this);
    } else {
      await super.teardown();
    }
  }

  async closeKept() {
    if (kept === null) return;
    const { browser } = kept;
    kept = null;
    await browser.close().catch(() => {});
  }
}
