// Where the chat button sits: a place the chrome keeps for it (the header from 768 px, the phone's
// tab bar below), so the button is part of a bar and never floats over a page's own buttons
// (issue 43). The chat (screens/member/Chat/ChatWidget.tsx) loads late and draws its button into
// every slot here; CSS shows one of them at a time. A page without a slot (a bare game page) has
// no chat button.
import { useCallback, useSyncExternalStore } from 'react';
import styled from 'styled-components';

let slots: readonly HTMLElement[] = [];
const listeners = new Set<() => void>();

function setSlots(next: readonly HTMLElement[]): void {
  slots = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const NONE: readonly HTMLElement[] = [];

/** The chat slots on the page now (the chat draws its button into each). None on the server and
 * while the drawn page is taken over (hydration), as the drawn page has no button in them. */
export function useChatSlots(): readonly HTMLElement[] {
  return useSyncExternalStore(
    subscribe,
    () => slots,
    () => NONE,
  );
}

/** Keeps the button's room while nothing is drawn in it, so the chat's arrival moves nothing. */
const Place = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: 0 0 auto;
  min-width: 40px;
  min-height: 40px;
  &:empty {
    visibility: hidden;
  }
`;

/** A place for the chat button; `className` decides at which widths it shows. */
export function ChatSlot({ className }: { className?: string }) {
  const ref = useCallback((element: HTMLSpanElement | null) => {
    if (!element) return undefined;
    setSlots([...slots, element]);
    return () => setSlots(slots.filter((s) => s !== element));
  }, []);
  return <Place ref={ref} className={className} data-chat-slot="" />;
}
