// A stylis plugin for styled-components: a component's media rule becomes style rules with the
// media rule nested inside, one rule a selector:
//   @media Q{.a{x:1}.a:hover,.a:focus{y:2}}  ->  .a{@media Q{x:1}}  .a:hover{@media Q{y:2}}
//   .a:focus{@media Q{y:2}}
// Why: styled-components adds a component's rules to one style sheet as it is first drawn. For a
// new style rule Chrome restyles only the elements that rule matches; for a new @media rule it
// restyles every element any rule of the sheet matches, the whole page, each time a part is drawn
// late (home's lower part, a menu, a dialog) or a part of the first render is added while the
// drawn page shows. The same declarations, selectors and order, so the cascade is unchanged.
// Selectors with a pseudo-element stay in a media rule: a nested rule cannot style one in every
// browser that reads nested rules.
import { DECLARATION, MEDIA, RULESET, type Element, type Middleware } from 'stylis';

function element(
  type: string,
  value: string,
  props: string[],
  children: Element[],
  root: Element | null,
): Element {
  return {
    type,
    value,
    props,
    children,
    root,
    parent: root,
    line: 0,
    column: 0,
    length: 0,
    return: '',
  };
}

const isRuleOfDeclarations = (e: Element): boolean =>
  e.type === RULESET &&
  Array.isArray(e.children) &&
  e.children.every((d) => d.type === DECLARATION);

export const nestMediaRules: Middleware = function nestMediaRules(media, index, siblings) {
  if (media.type !== MEDIA || media.root || !Array.isArray(media.children)) return undefined;
  const rules = media.children;
  if (rules.length === 0 || !rules.every(isRuleOfDeclarations)) return undefined;
  const nested: Element[] = [];
  const kept: Element[] = [];
  for (const rule of rules) {
    const declarations = rule.children as Element[];
    const selectors = Array.isArray(rule.props) ? rule.props : [rule.props];
    for (const selector of selectors) {
      if (selector.includes('::')) {
        kept.push(element(RULESET, selector, [selector], declarations, media));
        continue;
      }
      const outer = element(RULESET, selector, [selector], [], null);
      outer.children = [element(MEDIA, media.value, [], declarations, outer)];
      nested.push(outer);
    }
  }
  if (nested.length === 0) return undefined;
  // the element being serialised is this one object: it keeps the pseudo-element rules, or
  // becomes the first new rule; the others are serialised after it as rules of their own
  let after = nested;
  if (kept.length > 0) media.children = kept;
  else {
    const [first, ...rest] = nested as [Element, ...Element[]];
    const inner = (first.children as Element[])[0];
    Object.assign(media, first);
    if (inner) inner.root = inner.parent = media;
    after = rest;
  }
  siblings.splice(index + 1, 0, ...after);
  return undefined;
};

/** Whether this browser reads nested style rules (the plugin's output). */
export function readsNestedRules(): boolean {
  return typeof CSS !== 'undefined' && typeof CSS.supports === 'function'
    ? CSS.supports('selector(&)')
    : false;
}

/** The site's stylis plugins (StyleSheetManager): none where nested rules are not read, and on
 * the server, whose drawn page's styles go into one tag at once. */
export const SITE_STYLIS_PLUGINS: Middleware[] = readsNestedRules() ? [nestMediaRules] : [];
