// Delivery details of a physical gift (积分兑换, issue 40): who receives it, their mobile, the
// address and, for a gift that comes in sizes (定制球衣), the size. One rule for the exchange
// dialog and the server (server/handlers/gifts.ts), imported from its own file: only the
// exchange page and the server use it.

export interface Delivery {
  name: string;
  phone: string;
  address: string;
  /** One of the gift's sizes; absent for a gift without sizes. */
  size?: string;
}

export type DeliveryField = keyof Delivery;

export const DELIVERY_LIMITS = { nameMax: 20, phoneLength: 11, addressMin: 8, addressMax: 100 };

/** What the server answers for each field (the page has the same texts in both scripts). */
export const DELIVERY_MESSAGES: Record<DeliveryField, string> = {
  name: '请填写收货人姓名',
  phone: '请输入正确的手机号码',
  address: '请填写详细收货地址(8-100字,含省市区、街道、门牌号)',
  size: '请选择尺码',
};

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * The delivery details as they are kept, or the fields that are wrong: a name of 1-20
 * characters, a mainland mobile (1 and 10 digits), an address of 8-100 characters, and one of
 * `sizes` when the gift has sizes (none otherwise).
 */
export function checkDelivery(
  input: Partial<Record<DeliveryField, unknown>> | null | undefined,
  sizes: readonly string[],
): { ok: true; value: Delivery } | { ok: false; fields: DeliveryField[] } {
  const name = text(input?.name);
  const phone = text(input?.phone);
  const address = text(input?.address);
  const size = text(input?.size);
  const fields: DeliveryField[] = [];
  if (name === '' || Array.from(name).length > DELIVERY_LIMITS.nameMax) fields.push('name');
  if (!/^1\d{10}$/.test(phone)) fields.push('phone');
  const length = Array.from(address).length;
  if (length < DELIVERY_LIMITS.addressMin || length > DELIVERY_LIMITS.addressMax)
    fields.push('address');
  if (sizes.length > 0 ? !sizes.includes(size) : size !== '') fields.push('size');
  if (fields.length > 0) return { ok: false, fields };
  return { ok: true, value: { name, phone, address, ...(sizes.length > 0 ? { size } : {}) } };
}
