// Typed calls over the injected SDK: the body of each operation is checked against the contract
// (src/sdk/operations.generated.ts) at compile time, and the answer carries its data type.
import type {
  OperationId,
  OperationRequestBody,
  OperationResponseData,
  operations,
} from '../sdk/operations.generated';
import type { VerificationNeeded } from '../sdk/types';
import type { CallOptions, StoreSdk } from './deps';

/** Operations whose codes 6021 / 6022 come back as a value (x-verifiable). */
export type VerifiableId = {
  [K in OperationId]: (typeof operations)[K]['verifiable'] extends true ? K : never;
}[OperationId];

/** Operations that require an idempotency key (x-money-moving). */
export type MoneyMovingId = {
  [K in OperationId]: (typeof operations)[K]['moneyMoving'] extends true ? K : never;
}[OperationId];

export type CallResult<K extends OperationId> =
  OperationResponseData<K> | (K extends VerifiableId ? VerificationNeeded : never);

export function callOperation<K extends OperationId>(
  sdk: StoreSdk,
  operationId: K,
  body: OperationRequestBody<K>,
  options?: CallOptions,
): Promise<CallResult<K>> {
  // The SDK answers the data of this operation (its generated types); the store narrows further.
  return sdk.call(operationId, body, options) as Promise<CallResult<K>>;
}

export function isVerification(value: unknown): value is VerificationNeeded {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === 'verification'
  );
}
