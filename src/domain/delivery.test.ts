import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDelivery } from './delivery';

const SIZES = ['S', 'M', 'L', 'XL', 'XXL'];
const good = { name: '张三', phone: '13800138000', address: '广东省深圳市南山区科技园路1号' };

describe('delivery details of a physical gift', () => {
  it('keeps trimmed details, with the size only for a gift that has sizes', () => {
    expect(checkDelivery({ ...good, name: ' 张三 ' }, [])).toEqual({ ok: true, value: good });
    expect(checkDelivery({ ...good, size: 'L' }, SIZES)).toEqual({
      ok: true,
      value: { ...good, size: 'L' },
    });
  });

  it('names every wrong field: no name, not a mainland mobile, a short address, no size', () => {
    expect(checkDelivery({ name: '', phone: '12345', address: '深圳' }, SIZES)).toEqual({
      ok: false,
      fields: ['name', 'phone', 'address', 'size'],
    });
    expect(checkDelivery(null, [])).toEqual({ ok: false, fields: ['name', 'phone', 'address'] });
  });

  it('refuses a size the gift does not come in, and any size for a gift without sizes', () => {
    expect(checkDelivery({ ...good, size: 'XXXL' }, SIZES)).toEqual({
      ok: false,
      fields: ['size'],
    });
    expect(checkDelivery({ ...good, size: 'L' }, [])).toEqual({ ok: false, fields: ['size'] });
  });

  it('never accepts an address outside 8-100 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 140 }), (address) => {
        const r = checkDelivery({ ...good, address }, []);
        const n = Array.from(address.trim()).length;
        expect(r.ok).toBe(n >= 8 && n <= 100);
      }),
    );
  });
});
