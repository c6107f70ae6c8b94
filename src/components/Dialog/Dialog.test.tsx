// The register prompt of guard 7 on a page the server draws (src/app/snapshot.tsx): the drawing
// carries the open dialog in the page itself (a portal is the browser's alone), held hidden by
// its style until the page's first script marks the page's 500 ms, so it shows on time before the
// site's script has run; the browser's first render draws the same (useDrawnView) and takes it
// over.
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { createSiteI18n } from '../../i18n/site';
import { REGISTER_PROMPT_DELAY_MS } from '../../stores/ui/UiStore';
import { ThemeRoot } from '../../theme';
import { PAGE_DUE_CLASS, PAGE_DUE_MS } from '../drawnOnServer';
import { Dialog } from './Dialog';

function drawing(shownAt?: number): { html: string; css: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <I18nextProvider i18n={createSiteI18n()}>
          <ThemeRoot>
            <Dialog open title="注册" shownAt={shownAt}>
              <input aria-label="用户名" />
            </Dialog>
          </ThemeRoot>
        </I18nextProvider>,
      ),
    );
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

describe('Dialog drawn on the server', () => {
  it('is in the drawn page itself, its form included, a picture until the live one takes its place (inert)', () => {
    const { html } = drawing(500);
    const dialog = /<div[^>]*role="dialog"[^>]*>/.exec(html)?.[0] ?? '';
    expect(dialog).toMatch(/ inert=""/);
    expect(html).toContain('aria-label="用户名"');
  });

  it("with shownAt, the overlay and the dialog stay hidden until the page's 500 ms mark, by their style alone", () => {
    const { html, css } = drawing(REGISTER_PROMPT_DELAY_MS);
    expect(PAGE_DUE_MS).toBe(REGISTER_PROMPT_DELAY_MS);
    // two classes (overlay, dialog), each hidden, and shown once <html> has the mark
    const hidden = [...css.matchAll(/\.([\w-]+)\{visibility:hidden;/g)].map((m) => m[1]);
    expect(hidden).toHaveLength(2);
    for (const cls of hidden) {
      expect(html).toContain(cls);
      expect(css).toContain(`:root.${PAGE_DUE_CLASS} .${cls}{visibility:visible;}`);
    }
    // no clock of its own in the drawing: the page's first script keeps the time
    expect(html).not.toContain('animation-delay');
  });

  it('without shownAt, nothing holds it back', () => {
    const { html, css } = drawing();
    expect(html).toMatch(/role="dialog"/);
    expect(html).not.toContain('animation-delay');
    expect(css).not.toContain('visibility:hidden');
  });
});
