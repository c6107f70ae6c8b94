import { it } from 'vitest';
import { startHarness } from './harness.ts';
it('dump', async () => {
  const h = await startHarness();
  const token = await h.login();
  const { default: fs } = await import('node:fs');
  const out: string[] = [];
  for (const op of h.contract.operations) {
    if (op.id === 'userLogout') continue;
    const item = (h.contract.doc.paths as Record<string, Record<string, Record<string, unknown>>>)[op.path]![op.method.toLowerCase()]!;
    const body = h.contract.deref(item.requestBody) as { content?: Record<string, { examples?: Record<string, { value: unknown }> }> } | undefined;
    const ex = body?.content?.['application/json']?.examples;
    const value = ex ? Object.values(ex)[0]?.value : {};
    const r = await h.call(op.id, value, { token, idempotencyKey: `dump-${op.id}-0001` });
    out.push(`${op.id}\t${r.status_code}\t${r.message}\t${JSON.stringify(r.data).slice(0, 150)}`);
  }
  fs.writeFileSync('/tmp/srv/dump.txt', out.join('\n'));
  await h.close();
}, 120000);
