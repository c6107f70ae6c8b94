// A dialog or drawer that is closed on first paint need not be in the first script: the wrapper
// renders nothing until `open` first turns true, then loads the real component (its Radix
// primitives with it) and keeps it mounted so closing animates and reopening is instant.
import type { ComponentType } from 'react';
import { lateModule, useLateModule, type LateModule } from './lateModule';

export type LazyOnOpen<P> = ComponentType<P> & { module: LateModule<ComponentType<P>> };

export function lazyOnOpen<P extends { open: boolean }>(
  importer: () => Promise<ComponentType<P>>,
): LazyOnOpen<P> {
  const module = lateModule(importer);
  function LazyOnOpenComponent(props: P) {
    const Real = useLateModule(module, props.open);
    return Real ? <Real {...props} /> : null;
  }
  return Object.assign(LazyOnOpenComponent, { module });
}
