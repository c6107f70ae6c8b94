// Jest configuration of the Storybook test-runner: Debian's Chromium, headless, no download.
import { getJestConfig } from '@storybook/test-runner';

const base = getJestConfig();

export default {
  ...base,
  setupFilesAfterEnv: [...(base.setupFilesAfterEnv ?? []), '<rootDir>/.storybook/jest-retry.js'],
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
