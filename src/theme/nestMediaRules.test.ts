// The media rules of a component's styles become style rules with the media rule nested (one rule
// a selector), so adding them late restyles only what they match (nestMediaRules.ts).
import { compile, middleware, rulesheet, serialize, stringify } from 'stylis';
import { describe, expect, it } from 'vitest';
import { nestMediaRules } from './nestMediaRules';

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
