/**
 * Shared helpers of the contract tests: the bundled OpenAPI document (built in memory from
 * openapi/ by the generator's own bundler), the spec lists of ../shared/spec, and ajv (JSON
 * Schema 2020-12, the dialect of OpenAPI 3.1) validators for any schema of the document.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { bundle } from '../../../scripts/gen-sdk';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The shared spec (SPEC_DIR overrides, e.g. from a git worktree elsewhere). */
export const specDir = process.env['SPEC_DIR'] ?? path.resolve(repoRoot, '../shared/spec');

export type JsonObject = Record<string, unknown>;
export const isObject = (v: unknown): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Non-comment, non-empty lines of a spec list (calls.txt, codes.txt). */
export function readSpecList(name: string): string[] {
  const file = path.join(specDir, name);
  if (!existsSync(file)) {
    throw new Error(
      `The spec list ${file} is missing: the contract tests read the shared spec at ../shared/spec relative to the repository root (${repoRoot}).`,
    );
  }
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

let cached: JsonObject | undefined;
/** The bundled OpenAPI document (same bundler as `npm run gen`). */
export function openapi(): JsonObject {
  cached ??= bundle(path.join(repoRoot, 'openapi/openapi.yaml'));
  return cached;
}

export interface OperationEntry {
  id: string;
  method: 'get' | 'post';
  path: string;
  op: JsonObject;
}

export function operations(): OperationEntry[] {
  const out: OperationEntry[] = [];
  const paths = openapi().paths as Record<string, JsonObject>;
  for (const [p, item] of Object.entries(paths)) {
    for (const method of ['get', 'post'] as const) {
      const op = item[method];
      if (isObject(op)) out.push({ id: String(op.operationId), method, path: p, op });
    }
  }
  return out;
}

const DOC_ID = 'https://contract.local/openapi.json';
let ajv: Ajv2020 | undefined;
const validators = new Map<string, ValidateFunction>();

/** An ajv validator for the schema at a JSON pointer of the bundled document. */
export function validatorAt(pointer: string): ValidateFunction {
  let v = validators.get(pointer);
  if (!v) {
    if (!ajv) {
      ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
      addFormats(ajv);
      ajv.addSchema(openapi(), DOC_ID);
    }
    v = ajv.compile({ $ref: `${DOC_ID}#${pointer}` });
    validators.set(pointer, v);
  }
  return v;
}

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** Pointer of the JSON request body schema of an operation (null when it takes none). */
export function requestSchemaPointer(e: OperationEntry): string | null {
  if (!isObject(e.op.requestBody)) return null;
  return `/paths/${escape(e.path)}/${e.method}/requestBody/content/application~1json/schema`;
}

/** Pointer of the 200 answer schema (success envelope or FailureEnvelope). */
export function responseSchemaPointer(e: OperationEntry): string {
  return `/paths/${escape(e.path)}/${e.method}/responses/200/content/application~1json/schema`;
}

export function formatErrors(v: ValidateFunction): string {
  return (v.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`).join('; ');
}
