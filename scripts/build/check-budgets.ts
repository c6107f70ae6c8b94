// Fails (exit 1) when a route's JavaScript or a lazy chunk passes its gzip budget.
//   npx tsx scripts/build/check-budgets.ts [dist]
import { budgetFailures, routeBytes } from './budgets.ts';

const dist = process.argv[2] ?? 'dist';
for (const r of routeBytes(dist)) {
  const kb = r.bytes === null ? 'not built' : `${(r.bytes / 1024).toFixed(1)} kB gzip`;
  const over = r.bytes !== null && r.targetKb !== null && r.bytes > r.targetKb * 1024;
  console.log(
    `bytes ${r.label}: ${kb}` +
      (r.targetKb && r.bytes !== null
        ? ` (target ${r.targetKb} kB${over ? ', NOT MET' : ', met'})`
        : '') +
      (r.ceilingKb ? ` (fails above ${r.ceilingKb} kB)` : ''),
  );
}
const failures = budgetFailures(dist);
for (const f of failures) console.error(`OVER BUDGET ${f}`);
process.exitCode = failures.length ? 1 : 0;
