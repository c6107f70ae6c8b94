// Jest configuration of the Storybook test-runner: Debian's Chromium, headless, no download.
import { getJestConfig } from '@storybook/test-runner';

const base = getJestConfig();

export default {
  ...base,
  // the test-runner's environment, keeping a worker's page from one story file to the next
  testEnvironment: '<rootDir>/.storybook/test-environment.js',
  // the test-runner's setup files, its jest-setup.js replaced by .storybook/test-setup.js
  setupFilesAfterEnv: [
    ...(base.setupFilesAfterEnv ?? []).map((file) =>
      file.endsWith('/playwright/jest-setup.js') ? '<rootDir>/.storybook/test-setup.js' : file,
    ),
    '<rootDir>/.storybook/jest-retry.js',
  ],
  testTimeout: 30_000,
  maxWorkers: process.env.STORIES_WORKERS ? Number(process.env.STORIES_WORKERS) : 2,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      exitOnPageError: false,
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--font-render-hinting=none',
          '--force-color-profile=srgb',
          '--hide-scrollbars',
        ],
      },
    },
  },
};
