// The OpenAPI bundle (openapi/dist/openapi.json) as the server's routing table and validator.
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction, ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => void;

export const BUNDLE_PATH = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'openapi',
  'dist',
  'openapi.json',
);

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type JsonObject = { [k: string]: Json };

export interface HeaderParam {
  name: string;
  required: boolean;
}

export interface Operation {
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  moneyMoving: boolean;
  /** venueResource: only these methods move money (x-money-moving-methods). */
  moneyMovingMethods: string[] | null;
  cacheable: boolean;
  verifiable: boolean;
  headers: HeaderParam[];
  requestContentType: string | null;
  requestRequired: boolean;
  hasRequestSchema: boolean;
  hasResponseSchema: boolean;
  secured: boolean;
  /** The token is required (security lists no empty alternative `{}`). */
  tokenRequired: boolean;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function pointerSegment(s: string): string {
  return encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'));
}

/** A security requirement without an empty alternative `{}`: the token is required. */
function tokenRequired(security: Json | undefined): boolean {
  if (!Array.isArray(security) || security.length === 0) return false;
  return security.every((r) => isObject(r) && Object.keys(r).length > 0);
}

const DOC_ID = 'https://contract.invalid/openapi.json';

export class Contract {
  readonly operations: Operation[] = [];
  private readonly byId = new Map<string, Operation>();
  private readonly ajv: Ajv2020;
  private readonly requestValidators = new Map<string, ValidateFunction>();
  /** Validators of one branch of a oneOf discriminated by `method` (discriminatedErrors). */
  private readonly branchValidators = new Map<string, ValidateFunction>();
  private readonly responseValidators = new Map<string, ValidateFunction>();
  private readonly pointers = new Map<
    string,
    { request?: string; response?: string; query?: string }
  >();

  constructor(readonly doc: JsonObject) {
    this.ajv = new Ajv2020({
      strict: false,
      allErrors: true,
      validateSchema: false,
      allowUnionTypes: true,
    });
    addFormats(this.ajv);
    this.ajv.addSchema(doc as object, DOC_ID);
    const paths = isObject(doc.paths) ? doc.paths : {};
    for (const [p, item] of Object.entries(paths)) {
      if (!isObject(item)) continue;
      const shared = Array.isArray(item.parameters) ? item.parameters : [];
      for (const m of METHODS) {
        const raw = item[m];
        if (!isObject(raw) || typeof raw.operationId !== 'string') continue;
        const params = [...shared, ...(Array.isArray(raw.parameters) ? raw.parameters : [])]
          .map((x) => this.deref(x))
          .filter(isObject);
        const headers = params
          .filter((x) => x.in === 'header' && typeof x.name === 'string')
          .map((x) => ({ name: String(x.name), required: x.required === true }));
        const body = isObject(raw.requestBody) ? this.deref(raw.requestBody) : null;
        const content = isObject(body) && isObject(body.content) ? body.content : {};
        const requestContentType = Object.keys(content)[0] ?? null;
        const base = `${DOC_ID}#/paths/${pointerSegment(p)}/${m}`;
        const ptr: { request?: string; response?: string } = {};
        if (
          requestContentType &&
          isObject(content[requestContentType]) &&
          'schema' in (content[requestContentType] as JsonObject)
        ) {
          // A referenced requestBody is resolved through its own pointer.
          const bodyRef =
            isObject(raw.requestBody) && typeof raw.requestBody.$ref === 'string'
              ? raw.requestBody.$ref
              : null;
          const bodyBase = bodyRef ? `${DOC_ID}${bodyRef}` : `${base}/requestBody`;
          ptr.request = `${bodyBase}/content/${pointerSegment(requestContentType)}/schema`;
        }
        const responses = isObject(raw.responses) ? raw.responses : {};
        const r200raw = responses['200'] ?? responses.default;
        const r200 = this.deref(r200raw);
        if (isObject(r200) && isObject(r200.content)) {
          const ct = Object.keys(r200.content).find((k) => k.includes('json'));
          if (ct) {
            const respRef =
              isObject(r200raw) && typeof r200raw.$ref === 'string' ? r200raw.$ref : null;
            const respBase = respRef
              ? `${DOC_ID}${respRef}`
              : `${base}/responses/${responses['200'] ? '200' : 'default'}`;
            ptr.response = `${respBase}/content/${pointerSegment(ct)}/schema`;
          }
        }
        const op: Operation = {
          id: raw.operationId,
          method: m.toUpperCase() as Operation['method'],
          path: p,
          moneyMoving: raw['x-money-moving'] === true,
          moneyMovingMethods: Array.isArray(raw['x-money-moving-methods'])
            ? raw['x-money-moving-methods'].filter((x): x is string => typeof x === 'string')
            : null,
          cacheable: raw['x-cacheable'] === true,
          verifiable: raw['x-verifiable'] === true,
          headers,
          requestContentType,
          requestRequired: isObject(body) && body.required === true,
          hasRequestSchema: ptr.request !== undefined,
          hasResponseSchema: ptr.response !== undefined,
          secured: Array.isArray(raw.security)
            ? raw.security.length > 0
            : Array.isArray(doc.security) && doc.security.length > 0,
          tokenRequired: tokenRequired(Array.isArray(raw.security) ? raw.security : doc.security),
        };
        this.operations.push(op);
        this.byId.set(op.id, op);
        this.pointers.set(op.id, ptr);
      }
    }
  }

  static load(file: string = BUNDLE_PATH): Contract {
    if (!existsSync(file)) throw new Error(`OpenAPI bundle missing: ${file} (run npm run gen)`);
    return new Contract(JSON.parse(readFileSync(file, 'utf8')) as JsonObject);
  }

  operation(id: string): Operation | undefined {
    return this.byId.get(id);
  }

  /** Follows a local $ref (one or more levels). */
  deref(v: unknown): unknown {
    let cur = v;
    for (let i = 0; i < 10 && isObject(cur) && typeof cur.$ref === 'string'; i++) {
      cur = this.resolvePointer(cur.$ref);
    }
    return cur;
  }

  resolvePointer(ref: string): unknown {
    if (!ref.startsWith('#/')) return undefined;
    let cur: unknown = this.doc;
    for (const seg of ref.slice(2).split('/')) {
      const key = decodeURIComponent(seg).replace(/~1/g, '/').replace(/~0/g, '~');
      if (!isObject(cur)) return undefined;
      cur = cur[key];
    }
    return cur;
  }

  private validator(kind: 'request' | 'response', id: string): ValidateFunction | null {
    const cache = kind === 'request' ? this.requestValidators : this.responseValidators;
    const hit = cache.get(id);
    if (hit) return hit;
    const ptr = this.pointers.get(id)?.[kind];
    if (!ptr) return null;
    const fn = this.ajv.compile({ $ref: ptr });
    cache.set(id, fn);
    return fn;
  }

  /** Compiles every validator now (start-up check, and tests). */
  compileAll(): void {
    for (const op of this.operations) {
      this.validator('request', op.id);
      this.validator('response', op.id);
    }
  }

  validateRequest(id: string, body: unknown): ErrorObject[] | null {
    const v = this.validator('request', id);
    if (!v) return null;
    if (v(body)) return null;
    return this.discriminatedErrors(id, body) ?? v.errors ?? [];
  }

  /**
   * The errors of a body refused by a schema that is a oneOf discriminated by `method`
   * (venueResource): those of the branch the body's method names, so the answer names the field
   * that is actually wrong, not the other methods' (issue 42); for a method no branch has, only
   * that. Null when the schema is not such a oneOf.
   */
  private discriminatedErrors(id: string, body: unknown): ErrorObject[] | null {
    let ptr = this.pointers.get(id)?.request;
    if (!ptr?.startsWith(DOC_ID)) return null;
    // follow $refs by pointer, so a branch can be compiled by its own pointer
    let schema = this.resolvePointer(ptr.slice(DOC_ID.length));
    for (let i = 0; i < 10 && isObject(schema) && typeof schema.$ref === 'string'; i++) {
      ptr = `${DOC_ID}${schema.$ref}`;
      schema = this.resolvePointer(schema.$ref);
    }
    if (!isObject(schema) || !Array.isArray(schema.oneOf)) return null;
    const oneOf: unknown[] = schema.oneOf;
    const methods = oneOf.map((b): unknown[] => {
      const branch = this.deref(b);
      const props = isObject(branch) ? this.deref(branch.properties) : undefined;
      const method = isObject(props) ? this.deref(props.method) : undefined;
      if (!isObject(method)) return [];
      if (Array.isArray(method.enum)) return method.enum;
      return 'const' in method ? [method.const] : [];
    });
    if (methods.every((m) => m.length === 0)) return null;
    const given = isObject(body) ? body.method : undefined;
    const index = methods.findIndex((m) => m.includes(given));
    if (index < 0)
      return [
        {
          instancePath: '/method',
          schemaPath: '#/properties/method/enum',
          keyword: 'enum',
          params: { allowedValues: methods.flat() },
          message: 'must be equal to one of the allowed values',
        },
      ];
    const key = `${id}#${index}`;
    let branch = this.branchValidators.get(key);
    if (!branch) {
      const raw = oneOf[index];
      const ref =
        isObject(raw) && typeof raw.$ref === 'string'
          ? `${DOC_ID}${raw.$ref}`
          : `${ptr}/oneOf/${index}`;
      branch = this.ajv.compile({ $ref: ref });
      this.branchValidators.set(key, branch);
    }
    return branch(body) ? null : (branch.errors ?? null);
  }

  validateResponse(id: string, payload: unknown): ErrorObject[] | null {
    const v = this.validator('response', id);
    if (!v) return null;
    return v(payload) ? null : (v.errors ?? []);
  }

  /** The example of the 200 response of an operation, when the contract gives one. */
  responseExample(id: string): unknown {
    const op = this.byId.get(id);
    if (!op) return undefined;
    const item = this.doc.paths && isObject(this.doc.paths) ? this.doc.paths[op.path] : undefined;
    const raw = isObject(item) ? item[op.method.toLowerCase()] : undefined;
    if (!isObject(raw) || !isObject(raw.responses)) return undefined;
    const r = this.deref(raw.responses['200']);
    if (!isObject(r) || !isObject(r.content)) return undefined;
    const c = Object.values(r.content)[0];
    if (!isObject(c)) return undefined;
    if (c.example !== undefined) return c.example;
    if (isObject(c.examples)) {
      const first = this.deref(Object.values(c.examples)[0]);
      if (isObject(first)) return first.value;
    }
    const s = this.deref(c.schema);
    if (isObject(s) && s.example !== undefined) return s.example;
    return undefined;
  }
}

/** A short Chinese description of the first validation errors. */
export function describeErrors(errors: ErrorObject[]): string {
  const parts = errors.slice(0, 3).map((e) => {
    const field = e.instancePath ? e.instancePath.replace(/^\//, '').replace(/\//g, '.') : '';
    switch (e.keyword) {
      case 'required': {
        // named by its path, so a nested field says where it is missing (Request.selections.0.w)
        const missing = String((e.params as { missingProperty?: string }).missingProperty ?? '');
        return `缺少字段 ${field ? `${field}.${missing}` : missing}`;
      }
      case 'type':
        return `字段 ${field || '请求体'} 类型错误,应为 ${String((e.params as { type?: string }).type ?? '')}`;
      case 'additionalProperties':
        return `不允许的字段 ${String((e.params as { additionalProperty?: string }).additionalProperty ?? '')}`;
      case 'enum':
      case 'const':
        return `字段 ${field} 取值无效`;
      case 'maxLength':
      case 'minLength':
      case 'pattern':
      case 'format':
        return `字段 ${field} 格式错误`;
      case 'maximum':
      case 'minimum':
      case 'exclusiveMinimum':
      case 'exclusiveMaximum':
        return `字段 ${field} 超出范围`;
      default:
        return `字段 ${field || '请求体'} 无效`;
    }
  });
  return `请求参数错误: ${parts.join('; ')}`;
}
