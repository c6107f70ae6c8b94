// The server's drawing of a page is what a browser's first render draws, which takes it over
// (src/app/main.tsx): a widget drawn near the screen is its placeholder in both.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QrCode } from './QrCode/QrCode';
import { useNearViewport } from './useNearViewport';

function Near() {
  const [near] = useNearViewport<HTMLSpanElement>();
  return <span>{near ? 'near' : 'far'}</span>;
}

describe('useNearViewport on the server (no window here)', () => {
  it('is not near yet, as in a browser before its observer has answered', () => {
    expect(renderToString(<Near />)).toBe('<span>far</span>');
  });

  it("draws a QR code's placeholder, not the code", () => {
    const html = renderToString(<QrCode value="https://www.example.com" aria-label="二维码" />);
    expect(html).toContain('data-late-widget');
    expect(html).not.toContain('<svg');
  });
});
