import { within } from 'storybook/test';

/**
 * Queries over the whole document: dialogs and toasts render in portals outside the story's
 * canvas. For play functions only.
 */
export const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
