// Whether this render is the server's drawing of a page (src/app/snapshot.tsx): there is no
// window, so no sizes, and none of what the player's browser keeps (a member's betting slip).
export const drawnOnServer = typeof window === 'undefined';
