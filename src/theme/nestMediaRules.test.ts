// The media rules of a component's styles become style rules with the media rule nested (one rule
// a selector), so adding them late restyles only what they match (nestMediaRules.ts).
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { compile, middleware, rulesheet, serialize, stringify, type Middleware } from 'stylis';
import { describe, expect, it } from 'vitest';
import { SITE_STYLIS_PLUGINS, nestMediaRules } from './nestMediaRules';

/** The rules styled-components would insert one by one, with and without the plugin. */
function rules(css: string, plugins = [nestMediaRules]): string[] {
  const out: string[] = [];
  serialize(compile(css), middleware([...plugins, stringify, rulesheet((r) => out.push(r))]));
  return out;
}

describe('nestMediaRules', () => {
  it("nests a component's media rule inside its own selector, keeping the declarations", () => {
    expect(rules('.a{color:red;@media (max-width: 767px){color:blue;padding:0;}}')).toEqual([
      '.a{color:red;}',
      '.a{@media (max-width: 767px){color:blue;padding:0;}}',
    ]);
  });

  it('gives each selector of a list and each inner selector a rule of its own, in order', () => {
    expect(
      rules('.a{@media (max-width: 1023px){display:none;&:hover,&:focus{color:red;} .b{gap:0;}}}'),
    ).toEqual([
      '.a{@media (max-width: 1023px){display:none;}}',
      '.a:hover{@media (max-width: 1023px){color:red;}}',
      '.a:focus{@media (max-width: 1023px){color:red;}}',
      '.a .b{@media (max-width: 1023px){gap:0;}}',
    ]);
  });

  it('leaves pseudo-element rules in a media rule, the others nested after it', () => {
    expect(rules('.a{@media (max-width: 767px){&::before{content:"";} color:red;}}')).toEqual([
      '@media (max-width: 767px){.a::before{content:"";}}',
      '.a{@media (max-width: 767px){color:red;}}',
    ]);
  });

  it('leaves keyframes, supports rules and media rules holding other at-rules as they are', () => {
    const css =
      '@keyframes k{to{opacity:0;}} .a{@supports (display:grid){display:grid;}} .b{@media print{@supports (display:grid){display:grid;}}}';
    expect(rules(css)).toEqual(rules(css, []));
  });

  it('writes the same CSS text as without it when there is no media rule', () => {
    const css = '.a{color:red;&:hover{color:blue;} .b{margin:0;}}';
    expect(rules(css)).toEqual(rules(css, []));
  });
});

describe("the server's drawn page (no document here, as on the server)", () => {
  const Box = styled.div`
    color: red;
    @media (max-width: 767px) {
      color: blue;
    }
  `;
  /** The class a component is drawn with under these plugins, and the CSS written for it. */
  function drawn(plugins: Middleware[]): { className: string; css: string } {
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(
        sheet.collectStyles(
          createElement(StyleSheetManager, { stylisPlugins: plugins }, createElement(Box)),
        ),
      );
      return { className: /class="([^"]*)"/.exec(html)?.[1] ?? '', css: sheet.getStyleTags() };
    } finally {
      sheet.seal();
    }
  }

  it('names classes as a browser that nests media rules does, so the browser can take the page over', () => {
    expect(drawn(SITE_STYLIS_PLUGINS).className).toBe(drawn([nestMediaRules]).className);
    expect(drawn(SITE_STYLIS_PLUGINS).className).not.toBe(drawn([]).className);
  });

  it('writes plain media rules, read by every browser', () => {
    expect(SITE_STYLIS_PLUGINS).toHaveLength(1);
    const { css } = drawn(SITE_STYLIS_PLUGINS);
    expect(css).toMatch(/@media \(max-width: ?767px\)\{\.\w+\{color:blue;\}\}/);
    const css2 = '.a{@media (max-width: 767px){color:blue;}}';
    expect(rules(css2, SITE_STYLIS_PLUGINS)).toEqual(rules(css2, []));
  });
});
