// Options for @tanstack/react-virtual that never read a size in the middle of a render: the
// library's defaults read the scroller's and each new row's size as React attaches them, and
// each read makes the browser lay out the whole page there and then. Resize observers report
// the same sizes right after the browser's own layout of the frame, for free.
import { elementScroll, type Rect, type Virtualizer } from '@tanstack/react-virtual';

/** A first guess of the scroller's size before its observer reports: as tall as the screen
 * (the scroller is shorter), so the first render already draws every row that shows. */
export function screenTallRect(): Rect {
  return { width: 0, height: window.screen.height };
}

/** The scroller's size from its resize observer only (the first report comes after the first
 * layout; `initialRect` stands in until then). */
export function observeRectWithoutLayout(
  instance: Virtualizer<HTMLDivElement, Element>,
  onRect: (rect: Rect) => void,
): (() => void) | undefined {
  const element = instance.scrollElement;
  if (!element) return undefined;
  const observer = new ResizeObserver(([entry]) => {
    const box = entry?.contentBoxSize[0];
    if (box) onRect({ width: Math.round(box.inlineSize), height: Math.round(box.blockSize) });
  });
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
}

/** A row's height: its resize observer's report, else what is known of it (its last measured
 * height or the estimate) until that report comes. */
export function measureWithoutLayout(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLDivElement, Element>,
): number {
  const box = entry?.borderBoxSize[0];
  if (box) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(index)) ??
    instance.options.estimateSize(index)
  );
}

/** Scrolls the scroller, except to the top when it is known to be there: the library puts a
 * new scroller at its start offset as it mounts, and scrolling lays the page out. */
export function scrollUnlessThere(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<HTMLDivElement, Element>,
): void {
  if (offset + (options.adjustments ?? 0) === 0 && (instance.scrollOffset ?? 0) === 0) return;
  elementScroll(offset, options, instance);
}
