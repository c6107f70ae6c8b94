// vitest globalSetup of the unit project: a directory for this run's database template (see
// seededPglite in harness.ts), removed when the run ends. The workers inherit the variable.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export default function setup(): () => void {
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
  process.env['PGLITE_TEMPLATE_DIR'] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
