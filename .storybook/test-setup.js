// The test-runner's per-file setup (@storybook/test-runner/playwright/jest-setup.js) without its
// main module: jest loads setup files again for every story file, and that module (the
// test-runner's CLI, Storybook's server utilities, Babel) took 2 to 4 s of each of the 92 files
// to load. The hooks of .storybook/test-runner.ts are set up the same way: setup() once per file,
// preVisit and postVisit around every story.
import config from './test-runner';

config.setup?.();
globalThis.__sbPreVisit = config.preVisit;
globalThis.__sbPostVisit = config.postVisit;
// only used when a navigation destroyed the page's context (the test-runner then sets the page up
// again and retries the story): load the test-runner's module for that alone
globalThis.__sbSetupPage = async (page, context) =>
  (await import('@storybook/test-runner')).setupPage(page, context);
globalThis.__sbCollectCoverage = process.env.STORYBOOK_COLLECT_COVERAGE === 'true';
