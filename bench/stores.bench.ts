// Benchmarks of the slip and sports stores: prints figures, asserts nothing.
//   npx tsx bench/stores.bench.ts        (npm run bench:stores)
// 1. Slip recompute: 10 selections observed like the slip panel (each win, totals); the time from
//    one stake change to every reaction re-run. Target < 1 ms.
// 2. Live odds: 1,000 odds updates per second into 300 matches observed row by row, queued and
//    applied once per frame (60 frames a second); the CPU share of one core. Target < 5 %.
import { autorun } from 'mobx';
import { performance } from 'node:perf_hooks';
import { SlipStore } from '../src/stores/slip/SlipStore';
import type { SlipRoot } from '../src/stores/slip/types';
import { SportsStore, type LiveUpdate } from '../src/stores/sports/SportsStore';
import type { SportsRoot } from '../src/stores/sports/types';

const clock = {
  now: () => Date.now(),
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** A deterministic pseudo-random sequence (mulberry32), so runs are comparable. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const fmt = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;

function benchSlip(): void {
  const root: SlipRoot = {
    sdk: { call: async () => ({}), newIdempotencyKey: () => 'k' },
    clock,
    session: { isLoggedIn: true },
    wallet: { centerBalance: 1_000_000 },
    ui: { toast: () => 0 },
  };
  const slip = new SlipStore(root);
  slip.setMultiple(true);
  for (let i = 0; i < 10; i++) {
    slip.select({
      gameInfo: { gameId: `g${i}`, team_h: '主队', team_c: '客队' },
      playInfo: { w: 'R' },
      oddInfo: { r: `g${i}-RH`, odds: 0.8 + i / 100 },
      limits: { min: 10, max: 50_000 },
    });
  }
  let sink = 0;
  const stops = [
    autorun(() => {
      sink += slip.totalStake + slip.totalWin + slip.count;
    }),
    ...slip.picks.map((p) =>
      autorun(() => {
        sink += slip.winOf(p) + Number(slip.displayOdds(p));
      }),
    ),
  ];
  const samples: number[] = [];
  const rounds = 20_000;
  for (let n = 0; n < rounds; n++) {
    const pick = slip.picks[n % 10]!;
    const t0 = performance.now();
    slip.setStake(pick.key, String(10 + (n % 500)));
    samples.push(performance.now() - t0);
  }
  const series: number[] = [];
  for (let n = 0; n < 2_000; n++) {
    const t0 = performance.now();
    slip.setSeries(n % 2 === 0);
    series.push(performance.now() - t0);
  }
  for (const stop of stops) stop();
  const measured = samples.slice(2_000).sort((a, b) => a - b);
  const toggles = series.slice(200).sort((a, b) => a - b);
  const median = percentile(measured, 50);
  console.log('Slip recompute, 10 selections (stake change -> totals and 10 rows re-run)');
  console.log(
    `  median ${fmt(median)}  p99 ${fmt(percentile(measured, 99))}  max ${fmt(measured.at(-1) ?? NaN)}`,
  );
  console.log(
    `  series toggle (invalid flags, odds format): median ${fmt(percentile(toggles, 50))}  p99 ${fmt(percentile(toggles, 99))}`,
  );
  console.log(
    `  target < 1 ms: ${percentile(measured, 99) < 1 ? 'met' : 'NOT met'} (p99)   [checksum ${sink > 0 ? 'ok' : '-'}]`,
  );
}

function benchSports(): void {
  const MATCHES = 300;
  const frames: (() => void)[] = [];
  const root: SportsRoot = {
    sdk: {
      call: async (_op, body) =>
        (body as { method: string }).method === 'leagues'
          ? {
              leagues: [
                { league_id: 'L1', name: '英格兰超级联赛', isShow: true, isExpand: true, icon: '' },
              ],
            }
          : {
              matches: Array.from({ length: MATCHES }, (_, i) => ({
                gameId: `g${i}`,
                league_id: 'L1',
                leagueName: '英格兰超级联赛',
                team_h: '主队',
                team_c: '客队',
                gameType: 'FT',
                isLive: true,
                se_now: '1H',
                re_time: '1H^20',
                sc_FT_H: 0,
                sc_FT_C: 0,
                mainOdds: ['RH', 'RC', 'OUO', 'OUU'].map((rt) => ({
                  r: `g${i}-${rt}`,
                  w: rt.slice(0, -1),
                  rtype: rt,
                  name: rt,
                  handicap: '0.5',
                  odds: 0.9,
                })),
              })),
            },
    },
    clock,
    session: { isLoggedIn: true, token: 't' },
    scheduleFrame: (cb) => frames.push(cb),
  };
  const sports = new SportsStore(root);
  return void sports.enter('sport').then(() => {
    let sink = 0;
    // observers as a list of observer components has them: one per odds cell, one per score/period
    const observe = () => [
      ...sports.matches.flatMap((m) =>
        Object.values(m.odds).map((p) =>
          autorun(() => {
            sink += Number(sports.displayOdds(p));
          }),
        ),
      ),
      ...sports.matches.map((m) =>
        autorun(() => {
          sink += m.sc_FT_H + m.sc_FT_C + (sports.periodOf(m) ? 1 : 0);
        }),
      ),
    ];
    const rnd = random(20261122);
    const PER_SECOND = 1000;
    const FPS = 60;
    const run = (seconds: number) => {
      let busy = 0;
      let reactionsBefore = 0;
      for (let s = 0; s < seconds; s++) {
        for (let f = 0; f < FPS; f++) {
          const count =
            Math.floor(((f + 1) * PER_SECOND) / FPS) - Math.floor((f * PER_SECOND) / FPS);
          const t0 = performance.now();
          for (let k = 0; k < count; k++) {
            const i = Math.floor(rnd() * MATCHES);
            const rt = ['RH', 'RC', 'OUO', 'OUU'][Math.floor(rnd() * 4)] ?? 'RH';
            const update: LiveUpdate = {
              gameId: `g${i}`,
              odds: [{ r: `g${i}-${rt}`, odds: Math.round((0.5 + rnd()) * 100) / 100 }],
            };
            if (rnd() < 0.02) update.re_time = `1H^${Math.floor(rnd() * 45)}`;
            sports.pushUpdate(update);
          }
          for (const frame of frames.splice(0)) frame();
          busy += performance.now() - t0;
          reactionsBefore++;
        }
      }
      return { busy, frames: reactionsBefore };
    };
    const seconds = 20;
    const report = (label: string, busy: number, frameCount: number) => {
      const share = (busy / (seconds * 1000)) * 100;
      console.log(
        `  ${label}: CPU busy ${busy.toFixed(1)} ms over ${seconds} s = ${share.toFixed(2)} % of one core; ${(busy / frameCount).toFixed(3)} ms per frame; target < 5 %: ${share < 5 ? 'met' : 'NOT met'}`,
      );
    };
    console.log(
      `Sports live odds: ${PER_SECOND} updates/s into ${MATCHES} matches, queued and applied once per frame (${FPS} frames/s), ${seconds} s simulated`,
    );
    run(3); // warm-up
    const bare = run(seconds);
    report('store only (queue + one action per frame)', bare.busy, bare.frames);
    const stops = observe();
    run(3);
    const observed = run(seconds);
    for (const stop of stops) stop();
    report(
      `with ${stops.length} observers (each odds cell, each score/period)`,
      observed.busy,
      observed.frames,
    );
    console.log(`  [checksum ${sink > 0 ? 'ok' : '-'}]`);
  });
}

benchSlip();
benchSports();
