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

/** styled-components names a class after its rules and its plugins' names: the name is kept
 * through minifying, and shared with the server's plugin below. */
const PLUGIN_NAME = 'nestMediaRules';
const named = (plugin: Middleware): Middleware =>
  Object.defineProperty(plugin, 'name', { value: PLUGIN_NAME });

export const nestMediaRules: Middleware = named(function (media, index, siblings) {
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
});

/** Whether this browser reads nested style rules (the plugin's output). */
export function readsNestedRules(): boolean {
  return typeof CSS !== 'undefined' && typeof CSS.supports === 'function'
    ? CSS.supports('selector(&)')
    : false;
}

/** The server's drawn page has the class names of a browser's first render, so the browser takes
 * it over (hydrates it, src/app/main.tsx) instead of drawing the page again: the server draws
 * with a plugin of the same name that changes nothing (its styles stay plain media rules, read by
 * every browser, and go into one tag at once). A browser that does not read nested rules draws
 * its own page, as before. */
const sameNamePlain: Middleware = named(() => undefined);

/** The site's stylis plugins (StyleSheetManager): none where nested rules are not read. */
export const SITE_STYLIS_PLUGINS: Middleware[] = readsNestedRules()
  ? [nestMediaRules]
  : typeof document === 'undefined'
    ? [sameNamePlain]
    : [];
