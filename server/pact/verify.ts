// Replays every interaction of pacts/*.json against a running provider (the Pact verifier of
// @pact-foundation/pact) and turns the verifier's JSON into a report a person reads: one line a
// failed interaction, its provider state and what differed. Used in-process by
// server/pact-verify.ts (`npm run test:provider`) and against any server by
// scripts/verify-provider.ts (`npm run verify:provider`).
import { Verifier } from '@pact-foundation/pact';
import type { VerifierOptions } from '@pact-foundation/pact';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { SERVER_DIR } from '../config.ts';

/** A provider state's set-up, or its set-up and tear-down (pact-js's HTTP state handlers). */
type StateFunc = (params?: unknown) => Promise<Record<string, string> | undefined>;
export type StateHandlers = Record<string, StateFunc | { setup?: StateFunc; teardown?: StateFunc }>;

export const PACT_DIR = path.resolve(SERVER_DIR, '..', 'pacts');

/** The pact files of `dir` (pacts/*.json). */
export function pactFiles(dir = PACT_DIR): string[] {
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => path.join(dir, f))
    : [];
}

export interface PactState {
  name: string;
  /** the params of every interaction that asks for it (distinct, as JSON) */
  params: Array<Record<string, unknown>>;
  /** the descriptions of the interactions that ask for it */
  interactions: string[];
}

interface PactInteraction {
  description: string;
  providerStates?: Array<{ name: string; params?: Record<string, unknown> }>;
  providerState?: string;
}

/** Every provider state the pacts ask for, in the order they first appear. */
export function pactStates(files = pactFiles()): PactState[] {
  const states = new Map<string, PactState>();
  for (const file of files) {
    const pact = JSON.parse(readFileSync(file, 'utf8')) as { interactions?: PactInteraction[] };
    for (const i of pact.interactions ?? []) {
      const asked = i.providerStates ?? (i.providerState ? [{ name: i.providerState }] : []);
      for (const s of asked) {
        const state = states.get(s.name) ?? { name: s.name, params: [], interactions: [] };
        states.set(s.name, state);
        state.interactions.push(i.description);
        const params = s.params ?? {};
        if (
          Object.keys(params).length > 0 &&
          !state.params.some((p) => JSON.stringify(p) === JSON.stringify(params))
        )
          state.params.push(params);
      }
    }
  }
  return [...states.values()];
}

interface VerifierMismatch {
  type?: string;
  mismatch?: string;
  path?: string;
  expected?: unknown;
  actual?: unknown;
  mismatches?: VerifierMismatch[];
}

interface VerifierReport {
  result?: boolean;
  interactionResults?: Array<{ description: string; result: string; interactionId?: string }>;
  errors?: Array<{
    interaction: string;
    mismatch?: { type?: string; message?: string; mismatches?: VerifierMismatch[] };
  }>;
}

function short(v: unknown, max = 160): string {
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return text === undefined ? 'nothing' : text.length > max ? `${text.slice(0, max)}…` : text;
}

function mismatchLines(m: VerifierMismatch): string[] {
  if (m.mismatches) return m.mismatches.flatMap(mismatchLines);
  const where = m.path ? `${m.path}: ` : '';
  const what = m.mismatch ?? `expected ${short(m.expected)}, got ${short(m.actual)}`;
  return [`${m.type ? `${m.type} ` : ''}${where}${short(what, 400)}`];
}

/**
 * The verifier's JSON as lines a person reads: the count, then each failed interaction with the
 * provider state it asked for and each difference (at most 5 an interaction).
 */
export function summarise(report: string, target: string, files = pactFiles()): string {
  let r: VerifierReport;
  try {
    r = JSON.parse(report) as VerifierReport;
  } catch {
    return report;
  }
  const states = pactStates(files).map((x) => x.name);
  const results = r.interactionResults ?? [];
  const ok = results.filter((x) => x.result === 'OK').length;
  const lines = [`${ok} of ${results.length} interactions verified against ${target}`];
  for (const e of r.errors ?? []) {
    // "Verifying a pact between web and site-api Given <state> - <description>"
    const state = states.find((name) => e.interaction.includes(` Given ${name} - `));
    const description = state
      ? e.interaction.slice(e.interaction.indexOf(` Given ${state} - `) + state.length + 10)
      : e.interaction;
    lines.push(`FAILED ${description}${state ? `\n  given: ${state}` : ''}`);
    const found = e.mismatch?.mismatches?.flatMap(mismatchLines) ?? [];
    const why = found.length > 0 ? found : [short(e.mismatch?.message ?? e.mismatch, 800)];
    for (const line of why.slice(0, 5)) lines.push(`  - ${line}`);
    if (why.length > 5) lines.push(`  - … and ${why.length - 5} more`);
  }
  return lines.join('\n');
}

export interface VerifyOptions {
  /** where the provider answers, e.g. http://127.0.0.1:8787 */
  baseUrl: string;
  stateHandlers: StateHandlers;
  /**
   * Sends every request with the current time as its `timestamp` header (a 13-digit epoch, as
   * the pact's matching rule allows): a provider with a replay window refuses the recorded one.
   */
  freshTimestamp?: boolean;
  files?: string[];
}

/** Runs the verification; `ok` is false when any interaction failed. */
export async function verifyPacts(opts: VerifyOptions): Promise<{ ok: boolean; report: string }> {
  const files = opts.files ?? pactFiles();
  try {
    const output = await new Verifier({
      provider: 'site-api',
      providerBaseUrl: opts.baseUrl,
      pactUrls: files,
      // VerifierOptions joins the HTTP and the message state handlers' types; these are HTTP ones
      stateHandlers: opts.stateHandlers as VerifierOptions['stateHandlers'],
      logLevel: 'error',
      publishVerificationResult: false,
      providerVersion: '0.1.0',
      ...(opts.freshTimestamp
        ? {
            requestFilter: (
              req: { headers: Record<string, string | string[] | undefined> },
              _res: unknown,
              next: () => void,
            ) => {
              if (req.headers.timestamp !== undefined) req.headers.timestamp = String(Date.now());
              next();
            },
          }
        : {}),
    }).verifyProvider();
    return { ok: true, report: summarise(output, opts.baseUrl, files) };
  } catch (e) {
    return {
      ok: false,
      report: summarise(e instanceof Error ? e.message : String(e), opts.baseUrl, files),
    };
  }
}
