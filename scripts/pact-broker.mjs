// `npm run pact:publish` and `npm run pact:can-i-deploy`: the Pact Broker commands of
// @pact-foundation/pact-cli, with this checkout's git commit as the version and its branch.
//   publish        publishes pacts/*.json as consumer `web` at that version and branch
//   can-i-deploy   asks the broker whether `web` at that version can be deployed to
//                  PACT_BROKER_ENVIRONMENT (default production)
// PACT_BROKER_BASE_URL names the broker; PACT_BROKER_TOKEN (or PACT_BROKER_USERNAME and
// PACT_BROKER_PASSWORD) authenticates, read by the CLI itself. Without PACT_BROKER_BASE_URL it
// says so and exits 0, as `npm run chromatic` does without its token. GIT_COMMIT and GIT_BRANCH
// override the version and branch (CI checkouts without a branch).
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const command = process.argv[2];
if (command !== 'publish' && command !== 'can-i-deploy') {
  console.error('usage: node scripts/pact-broker.mjs publish|can-i-deploy');
  process.exit(2);
}
if (!process.env.PACT_BROKER_BASE_URL) {
  console.log(
    `PACT_BROKER_BASE_URL is not set: nothing ${command === 'publish' ? 'published' : 'asked'} (the pacts are verified by npm run test:provider).`,
  );
  process.exit(0);
}

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const version = process.env.GIT_COMMIT || git('rev-parse', 'HEAD');
const branch = process.env.GIT_BRANCH || git('rev-parse', '--abbrev-ref', 'HEAD');
const args =
  command === 'publish'
    ? ['publish', path.join(root, 'pacts'), '--consumer-app-version', version, '--branch', branch]
    : [
        'can-i-deploy',
        '--pacticipant',
        'web',
        '--version',
        version,
        '--to-environment',
        process.env.PACT_BROKER_ENVIRONMENT || 'production',
      ];
console.log(`pact-broker ${args.join(' ')}`);
const cli = path.join(root, 'node_modules', '.bin', 'pact-broker');
const result = spawnSync(cli, args, { stdio: 'inherit' });
process.exit(result.status ?? 1);
