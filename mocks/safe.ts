/**
 * The safe-switch gateway as MSW handlers (format: `src/sdk/safe.ts`): opens `{ p, d }`, answers
 * the operation of the real path with its default example (or `answer`), and encrypts `data`
 * with the header `encrypted: 1`. For stories and tests of the encrypted mode.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { KeySource } from '../src/sdk/crypto';
import { operations, type OperationId } from '../src/sdk/operations.generated';
import {
  defaultGatewayPath,
  ENCRYPTED_HEADER,
  openRequest,
  sealEnvelopeData,
  SAFE_GATEWAY_TEMPLATE,
  type SealedRequestBody,
} from '../src/sdk/safe';
import type { Envelope } from './create';
import { anyOrigin } from './create';
import { exampleOf } from './index';

export interface SafeGatewayOptions {
  keySource: KeySource;
  /** The answer of one call; by default the success example of its operation. */
  answer?: (operationId: OperationId, body: unknown) => Envelope | Promise<Envelope>;
}

const byPath = new Map<string, OperationId>(
  (Object.keys(operations) as OperationId[]).map((id) => [operations[id].path, id]),
);

/** One handler per service gateway (`/safe/{service}/api/v1/gateway`). */
export function safeGatewayHandlers(options: SafeGatewayOptions): HttpHandler[] {
  const services = new Set(Object.values(operations).map((op) => defaultGatewayPath(op.path)));
  return [...services].map((gateway) =>
    http.post(anyOrigin(gateway), async ({ request }) => {
      const sealed = (await request.json()) as SealedRequestBody;
      const { path, body } = await openRequest(options.keySource, sealed);
      const operationId = byPath.get(path.split('?')[0] ?? '');
      if (!operationId) {
        return HttpResponse.json({ status_code: 6004, message: '数据未找到', data: null });
      }
      const envelope = options.answer
        ? await options.answer(operationId, body)
        : exampleOf(operationId);
      return HttpResponse.json(await sealEnvelopeData(options.keySource, envelope), {
        headers: { [ENCRYPTED_HEADER]: '1' },
      });
    }),
  );
}

export { SAFE_GATEWAY_TEMPLATE };
