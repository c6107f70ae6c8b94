import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext, waitForPageReady } from '@storybook/test-runner';
import { checkA11y, configureAxe, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import path from 'node:path';

// Every story: its play function (run by the test-runner itself), then 0 axe violations, then
// a screenshot compared with the committed baseline in __image_snapshots__/ (-u updates).
const snapshotsDir = path.join(process.cwd(), '__image_snapshots__');

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const storyContext = await getStoryContext(page, context);
    const params = storyContext.parameters as {
      a11y?: { disable?: boolean };
      snapshot?: { disable?: boolean };
    };
    // Radix and the story root need a moment after the play function settles.
    await waitForPageReady(page);
    if (!params.a11y?.disable) {
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
    if (!params.snapshot?.disable && process.env.SKIP_SNAPSHOTS !== 'true') {
      // Let transitions end and the caret not blink into the picture.
      await page.addStyleTag({
        content:
          '*,*::before,*::after{transition:none!important;animation:none!important;caret-color:transparent!important}',
      });
      await page.waitForTimeout(50);
      const image = await page.screenshot({ animations: 'disabled' });
      expect(image).toMatchImageSnapshot({
        customSnapshotsDir: snapshotsDir,
        customSnapshotIdentifier: context.id,
        // a ratio: 0.001 = 0.1 % of the pixels (about 1,000 of 1280 x 800)
        failureThreshold: 0.001,
        failureThresholdType: 'percent',
      });
    }
  },
};

export default config;
