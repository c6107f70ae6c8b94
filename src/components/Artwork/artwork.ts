// In-house artwork from data: the same code, category and title always give the same picture
// (visual snapshots stay stable), and no third-party logo or image is ever shown.

/** FNV-1a: a small, stable 32-bit hash of a string. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export type ArtCategory = 'TY' | 'DZ' | 'ZR' | 'CP' | 'QP' | 'DJ' | 'BY' | 'PROMO';

/** Two gradient stops a category (white text on both keeps 4.5:1). */
export const CATEGORY_COLOURS: Record<ArtCategory, readonly [string, string]> = {
  TY: ['#0d7a55', '#064233'],
  DZ: ['#7034d6', '#3b1682'],
  ZR: ['#b81d45', '#6b1030'],
  CP: ['#c2410c', '#7c2d12'],
  QP: ['#0f766e', '#134e4a'],
  DJ: ['#2552d9', '#1e2f7a'],
  BY: ['#0e7490', '#164e63'],
  PROMO: ['#a16207', '#5b2a0a'],
};

export function categoryOf(value: string | null | undefined): ArtCategory {
  const code = (value ?? '').toUpperCase();
  return code in CATEGORY_COLOURS ? (code as ArtCategory) : 'PROMO';
}

export type Motif = 'rings' | 'stripes' | 'diamonds' | 'waves';
const MOTIFS: readonly Motif[] = ['rings', 'stripes', 'diamonds', 'waves'];

export interface ArtPlan {
  from: string;
  to: string;
  motif: Motif;
  /** Gradient angle in degrees. */
  angle: number;
  /** Shapes of the motif: x, y (0-1 of the picture) and size (0-1 of the height). */
  shapes: { x: number; y: number; size: number }[];
}

/** The picture of one thing: colours from its category, motif and layout from its code. */
export function planArt(code: string, category: ArtCategory): ArtPlan {
  const h = hashOf(`${category}:${code}`);
  const [from, to] = CATEGORY_COLOURS[category];
  const rand = mulberry32(h);
  return {
    from,
    to,
    motif: MOTIFS[h % MOTIFS.length]!,
    angle: 20 + ((h >>> 3) % 50),
    shapes: Array.from({ length: 5 }, () => ({
      x: rand(),
      y: rand(),
      size: 0.25 + rand() * 0.6,
    })),
  };
}

/** A small seeded generator, so the shapes of one code never change. */
function mulberry32(seed: number): () => number {
  let a = seed || 1;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
