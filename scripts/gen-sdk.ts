/**
 * Generates everything the code base derives from the contract in openapi/:
 *   openapi/dist/openapi.json          one self-contained OpenAPI 3.1 document (external $refs resolved)
 *   src/sdk/schema.d.ts                openapi-typescript types of that document
 *   src/sdk/operations.generated.ts    the operation table (method, path, x- flags) and type maps
 *
 * Run with `npm run gen`. `generate()` is pure (returns the texts) so the staleness test can compare
 * the committed files with a fresh generation.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import YAML from 'yaml';
import openapiTS, { astToString } from 'openapi-typescript';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type JsonObject = { [k: string]: Json };

const isObject = (v: unknown): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Sections of the per-domain files that are hoisted into `components` instead of being inlined. */
const HOISTED = ['schemas', 'parameters'] as const;
type Hoisted = (typeof HOISTED)[number];

/**
 * Resolves every external `$ref` of the split document. A reference to `<file>#/schemas/<Name>` or
 * `<file>#/parameters/<Name>` becomes `#/components/<section>/<Name>` (the target is copied once);
 * any other reference (path items) is inlined. Names must be unique across files.
 */
export function bundle(rootFile: string): JsonObject {
  const cache = new Map<string, Json>();
  const load = (file: string): Json => {
    let doc = cache.get(file);
    if (doc === undefined) {
      doc = YAML.parse(readFileSync(file, 'utf8')) as Json;
      cache.set(file, doc);
    }
    return doc;
  };
  const components: Record<Hoisted, Record<string, Json>> = { schemas: {}, parameters: {} };
  const origin = new Map<string, string>();

  const pointerGet = (doc: Json, pointer: string, where: string): Json => {
    let node: Json = doc;
    for (const raw of pointer.split('/').slice(1)) {
      const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      if (!isObject(node) || !(key in node)) throw new Error(`Unresolvable $ref ${where}`);
      node = node[key] as Json;
    }
    return node;
  };

  const resolveRef = (
    ref: string,
    file: string,
  ): { hoisted?: string; node?: Json; file: string } => {
    const [filePart = '', pointer = ''] = ref.split('#');
    const target = filePart ? path.resolve(path.dirname(file), filePart) : file;
    const segs = pointer.split('/');
    const section = segs[1] as Hoisted | undefined;
    if (segs.length === 3 && section && (HOISTED as readonly string[]).includes(section)) {
      const name = segs[2]!;
      const key = `${section}/${name}`;
      const seen = origin.get(key);
      if (seen && seen !== target)
        throw new Error(`Component name ${key} is defined in ${seen} and ${target}`);
      if (!seen) {
        origin.set(key, target);
        components[section][name] = null; // placeholder against cycles
        components[section][name] = walk(
          pointerGet(load(target), pointer, `${ref} from ${file}`),
          target,
        );
      }
      return { hoisted: `#/components/${key}`, file: target };
    }
    if (!filePart)
      throw new Error(`Local $ref ${ref} in ${file} must point to #/schemas or #/parameters`);
    return { node: pointerGet(load(target), pointer, `${ref} from ${file}`), file: target };
  };

  const walk = (node: Json, file: string): Json => {
    if (Array.isArray(node)) return node.map((n) => walk(n, file));
    if (!isObject(node)) return node;
    const out: JsonObject = {};
    const ref = node.$ref;
    if (typeof ref === 'string' && !ref.startsWith('#/components/')) {
      const r = resolveRef(ref, file);
      const siblings: JsonObject = {};
      for (const [k, v] of Object.entries(node)) if (k !== '$ref') siblings[k] = walk(v, file);
      if (r.hoisted) return { $ref: r.hoisted, ...siblings };
      const inlined = walk(r.node as Json, r.file);
      return isObject(inlined) ? { ...inlined, ...siblings } : inlined;
    }
    for (const [k, v] of Object.entries(node)) {
      if (k === 'discriminator' && isObject(v) && isObject(v.mapping)) {
        const mapping: JsonObject = {};
        for (const [mk, mv] of Object.entries(v.mapping)) {
          mapping[mk] =
            typeof mv === 'string' && !mv.startsWith('#/components/')
              ? (resolveRef(mv, file).hoisted ?? mv)
              : mv;
        }
        out[k] = { ...v, mapping };
      } else out[k] = walk(v, file);
    }
    return out;
  };

  const root = load(rootFile);
  if (!isObject(root)) throw new Error(`${rootFile} is not an object`);
  const doc = walk(root, rootFile) as JsonObject;
  const rootComponents = isObject(doc.components) ? doc.components : {};
  const sorted = (o: Record<string, Json>): JsonObject =>
    Object.fromEntries(
      Object.keys(o)
        .sort()
        .map((k) => [k, o[k] as Json]),
    );
  doc.components = {
    ...rootComponents,
    parameters: sorted({
      ...(isObject(rootComponents.parameters) ? rootComponents.parameters : {}),
      ...components.parameters,
    }),
    schemas: sorted({
      ...(isObject(rootComponents.schemas) ? rootComponents.schemas : {}),
      ...components.schemas,
    }),
  };
  return doc;
}

/** The contract's operationId rule: lowerCamel join of the path segments after /api/v1/. */
export function operationIdOf(apiPath: string): string {
  const tail = apiPath.split('/api/v1/')[1];
  if (!tail) throw new Error(`${apiPath} has no /api/v1/ segment`);
  return tail
    .split('/')
    .map((seg, i) => (i === 0 ? seg : seg.charAt(0).toUpperCase() + seg.slice(1)))
    .join('');
}

export interface OperationRow {
  id: string;
  method: 'get' | 'post';
  path: string;
  cacheable: boolean;
  moneyMoving: boolean;
  verifiable: boolean;
  moneyMovingMethods: string[];
  codes: number[];
  bodySchema: string | null;
  dataSchema: string;
}

const refName = (node: Json | undefined): string | null => {
  if (isObject(node) && typeof node.$ref === 'string') {
    const m = /^#\/components\/schemas\/(.+)$/.exec(node.$ref);
    return m ? m[1]! : null;
  }
  return null;
};

/** Reads the operation table out of a bundled document (and checks the contract's own rules). */
export function operationRows(doc: JsonObject): OperationRow[] {
  const rows: OperationRow[] = [];
  const paths = isObject(doc.paths) ? doc.paths : {};
  for (const [p, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of ['get', 'post'] as const) {
      const op = item[method];
      if (!isObject(op)) continue;
      const id = op.operationId;
      if (id !== operationIdOf(p))
        throw new Error(`${method} ${p}: operationId ${String(id)} breaks the naming rule`);
      const body = isObject(op.requestBody) ? op.requestBody : null;
      const bodySchema = body
        ? refName(((body.content as JsonObject)['application/json'] as JsonObject).schema)
        : null;
      if (body && !bodySchema)
        throw new Error(`${id}: the request body schema must be a named component`);
      const ok = (
        (((op.responses as JsonObject)['200'] as JsonObject).content as JsonObject)[
          'application/json'
        ] as JsonObject
      ).schema as JsonObject;
      const success = (ok.oneOf as Json[])[0] as JsonObject;
      const dataSchema = refName((success.properties as JsonObject).data);
      if (!dataSchema) throw new Error(`${id}: the success data schema must be a named component`);
      rows.push({
        id,
        method,
        path: p,
        cacheable: op['x-cacheable'] === true,
        moneyMoving: op['x-money-moving'] === true,
        verifiable: op['x-verifiable'] === true,
        moneyMovingMethods: Array.isArray(op['x-money-moving-methods'])
          ? (op['x-money-moving-methods'] as string[])
          : [],
        codes: Array.isArray(op['x-business-codes']) ? (op['x-business-codes'] as number[]) : [],
        bodySchema,
        dataSchema,
      });
    }
  }
  const ids = new Set(rows.map((r) => r.id));
  if (ids.size !== rows.length) throw new Error('duplicate operationId');
  return rows;
}

const BANNER =
  '// Generated by scripts/gen-sdk.ts from openapi/ (npm run gen). Do not edit by hand.\n';

function operationsSource(doc: JsonObject, rows: OperationRow[]): string {
  const schemas = (doc.components as JsonObject).schemas as JsonObject;
  const codes = ((schemas.BusinessCode as JsonObject).enum as number[]).slice();
  const params = (doc.components as JsonObject).parameters as JsonObject;
  const info = doc.info as JsonObject;
  const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const lines: string[] = [BANNER, "import type { components } from './schema';", ''];
  lines.push(
    '/**',
    ' * Every call of the contract by operationId: method, path and the x- flags the SDK acts on',
    ' * (`moneyMovingMethods`: only these values of `body.method` move money, from x-money-moving-methods).',
    ' */',
  );
  lines.push('export const operations = {');
  for (const r of rows) {
    const methods = r.moneyMovingMethods.length
      ? `, moneyMovingMethods: [${r.moneyMovingMethods.map(q).join(', ')}]`
      : '';
    lines.push(
      `  ${r.id}: { method: ${q(r.method)}, path: ${q(r.path)}, cacheable: ${r.cacheable}, moneyMoving: ${r.moneyMoving}, verifiable: ${r.verifiable}${methods} },`,
    );
  }
  lines.push('} as const;', '');
  lines.push('export type OperationId = keyof typeof operations;', '');
  lines.push('/** The failure codes each operation really answers (`x-business-codes`). */');
  lines.push('export const operationCodes: Record<OperationId, readonly number[]> = {');
  for (const r of rows) lines.push(`  ${r.id}: [${r.codes.join(', ')}],`);
  lines.push('};', '');
  lines.push('/** Every value of the BusinessCode enum (spec section 8). */');
  lines.push(`export const businessCodes = [${codes.join(', ')}] as const;`);
  lines.push('export type BusinessCode = (typeof businessCodes)[number];', '');
  lines.push(
    '/** Header names of the common request headers (components/parameters), plus the token scheme. */',
  );
  lines.push('export const headerNames = {');
  for (const p of Object.values(params)) {
    if (isObject(p) && typeof p['x-sdk-name'] === 'string' && typeof p.name === 'string') {
      lines.push(`  ${p['x-sdk-name']}: ${q(p.name)},`);
    }
  }
  const token = ((doc.components as JsonObject).securitySchemes as JsonObject).token as JsonObject;
  lines.push(`  token: ${q(String(token.name))},`);
  lines.push('} as const;', '');
  lines.push(
    `/** Request timeout (x-timeout-ms). */\nexport const timeoutMs = ${Number(info['x-timeout-ms'])};`,
    '',
  );
  lines.push('/** Request body and success data (status_code 6000) of every operation. */');
  lines.push('export interface OperationTypes {');
  for (const r of rows) {
    const body = r.bodySchema
      ? `components['schemas'][${q(r.bodySchema)}]`
      : 'Record<string, never>';
    lines.push(`  ${r.id}: { body: ${body}; data: components['schemas'][${q(r.dataSchema)}] };`);
  }
  lines.push('}', '');
  lines.push(
    "export type OperationRequestBody<K extends OperationId> = OperationTypes[K]['body'];",
  );
  lines.push(
    "export type OperationResponseData<K extends OperationId> = OperationTypes[K]['data'];",
    '',
  );
  return lines.join('\n');
}

export interface Generated {
  bundle: string;
  schema: string;
  operations: string;
}

export async function generate(repoRoot: string): Promise<Generated> {
  const doc = bundle(path.join(repoRoot, 'openapi/openapi.yaml'));
  const rows = operationRows(doc);
  const ast = await openapiTS(doc as unknown as Parameters<typeof openapiTS>[0], { silent: true });
  return {
    bundle: `${JSON.stringify(doc, null, 2)}\n`,
    schema: BANNER + astToString(ast),
    operations: operationsSource(doc, rows),
  };
}

export const OUTPUTS = {
  bundle: 'openapi/dist/openapi.json',
  schema: 'src/sdk/schema.d.ts',
  operations: 'src/sdk/operations.generated.ts',
} as const;

export async function writeGenerated(repoRoot: string, outRoot = repoRoot): Promise<Generated> {
  const g = await generate(repoRoot);
  for (const [k, rel] of Object.entries(OUTPUTS) as [keyof Generated, string][]) {
    const file = path.join(outRoot, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, g[k]);
  }
  return g;
}

const here = fileURLToPath(import.meta.url);
if (
  process.argv[1] &&
  pathToFileURL(path.resolve(process.argv[1])).href === pathToFileURL(here).href
) {
  const repoRoot = path.resolve(path.dirname(here), '..');
  const outRoot = process.argv[2] ? path.resolve(process.argv[2]) : repoRoot;
  writeGenerated(repoRoot, outRoot).then(
    (g) => {
      const n = (g.operations.match(/^ {2}\w+: \{ method:/gm) ?? []).length;
      console.log(`gen-sdk: ${n} operations -> ${Object.values(OUTPUTS).join(', ')}`);
    },
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
