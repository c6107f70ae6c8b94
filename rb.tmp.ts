import { routeBytes, lazyChunks } from './scripts/build/budgets.ts';
for (const r of routeBytes(process.argv[2]!)) console.log(r.label, r.bytes === null ? null : (r.bytes / 1024).toFixed(1));
const lazy = lazyChunks(process.argv[2]!).sort((a, b) => b.bytes - a.bytes);
console.log('largest lazy', lazy.slice(0, 3).map((c) => `${c.file} ${(c.bytes / 1024).toFixed(1)}`));
