// A member's drawn board (src/app/snapshot.tsx) is taken over by the browser's first render
// (src/app/main.tsx), which must draw what the server drew: the hook's server value, which React
// uses for a server render and for a hydrating one alike, then the browser's at once.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useDrawnView } from './drawnOnServer';

function View() {
  return <span>{useDrawnView() ? 'drawn' : 'live'}</span>;
}

describe('useDrawnView', () => {
  it("is the drawn view in the server's drawing", () => {
    expect(renderToString(<View />)).toBe('<span>drawn</span>');
  });
});
