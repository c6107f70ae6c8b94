// The in-memory storage lives beside deps.ts (the server's drawn page uses it too).
export { MemoryStorage } from '../memoryStorage';
