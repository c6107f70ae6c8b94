// Publishes Storybook to Chromatic when a project token is set; offline review uses the
// committed visual baselines of the test-runner instead.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'CHROMATIC_PROJECT_TOKEN is not set: nothing published (visual baselines are checked by npm run test:stories).',
  );
  process.exit(0);
}
const result = spawnSync(
  'npx',
  ['chromatic', '--exit-zero-on-changes', '--build-script-name', 'build-storybook'],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
