import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chineseDay, isoDay, parseIsoDay } from './DatePicker';

describe('the date field', () => {
  it('reads a day the Chinese way, year, month and day', () => {
    expect(chineseDay('1990-05-01')).toBe('1990年5月1日');
    expect(chineseDay('2008-12-31')).toBe('2008年12月31日');
  });

  it('sends back exactly the day that was picked, whatever the time zone', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2100, 11, 31), noInvalidDate: true }),
        (d) => {
          const day = new Date(d.getFullYear(), d.getMonth(), d.getDate());
          const iso = isoDay(day);
          expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(parseIsoDay(iso)?.getTime()).toBe(day.getTime());
        },
      ),
    );
  });

  it('takes no day that does not exist', () => {
    expect(parseIsoDay('1990-02-30')).toBeUndefined();
    expect(parseIsoDay('05/01/1990')).toBeUndefined();
    expect(chineseDay('')).toBe('');
  });
});
