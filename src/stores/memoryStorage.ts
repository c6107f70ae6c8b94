import type { KeyValueStorage } from './deps';

/** In-memory KeyValueStorage: the server's drawn page (one request, no browser storage), tests
 * and stories. */
export class MemoryStorage implements KeyValueStorage {
  private readonly map = new Map<string, string>();

  constructor(initial: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(initial)) this.map.set(k, v);
  }

  get length(): number {
    return this.map.size;
  }

  key(index: number): string | null {
    return [...this.map.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.map.set(key, String(value));
  }

  removeItem(key: string): void {
    this.map.delete(key);
  }

  /** Every stored value, for assertions. */
  snapshot(): Record<string, string> {
    return Object.fromEntries(this.map);
  }
}
