import { describe, expect, it } from 'vitest';
import { FirstDraw } from './firstDraw';

const settled = async (p: Promise<void>): Promise<boolean> => {
  let done = false;
  void p.then(() => {
    done = true;
  });
  for (let i = 0; i < 3; i++) await Promise.resolve();
  return done;
};

describe('FirstDraw', () => {
  it('lets answers through at once where nothing holds them (the server drawing, tests)', async () => {
    expect(await settled(new FirstDraw().passed())).toBe(true);
  });

  it('holds answers from the start of the browser page until its first render is committed, then lets every one through', async () => {
    const draw = new FirstDraw();
    draw.hold();
    const early = draw.passed();
    expect(await settled(early)).toBe(false);
    draw.done();
    expect(await settled(early)).toBe(true);
    expect(await settled(draw.passed())).toBe(true);
    // done again changes nothing
    draw.done();
    expect(await settled(draw.passed())).toBe(true);
  });
});
