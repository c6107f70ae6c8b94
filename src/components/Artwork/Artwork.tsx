// Venue, game and banner art drawn from data (see artwork.ts): gradient in the category's
// colours, a geometric motif from the code, the category's icon and the name set in type.
import type { LucideIcon } from 'lucide-react';
import Cherry from 'lucide-react/icons/cherry';
import Club from 'lucide-react/icons/club';
import Fish from 'lucide-react/icons/fish';
import Gamepad2 from 'lucide-react/icons/gamepad-2';
import Gift from 'lucide-react/icons/gift';
import Spade from 'lucide-react/icons/spade';
import Ticket from 'lucide-react/icons/ticket';
import Trophy from 'lucide-react/icons/trophy';
import { memo, useId } from 'react';
import styled from 'styled-components';
import { categoryOf, planArt, type ArtPlan } from './artwork';
import { useDrawnView } from '../drawnOnServer';
import { useLateModule } from '../lateModule';
import { design } from '../../theme/design';
import { drawingsModule } from './drawingsModule';

export { drawingsModule };

/** What a picture is of, when it has an identity of its own (see identity.ts). */
export type ArtIdentity =
  | { of: 'game'; name: string; venue?: string }
  | { of: 'promo'; kind: string }
  | { of: 'gift'; name: string }
  | { of: 'sponsor'; name: string };

export const CATEGORY_ICONS: Record<ReturnType<typeof categoryOf>, LucideIcon> = {
  TY: Trophy,
  DZ: Cherry,
  ZR: Spade,
  CP: Ticket,
  QP: Club,
  DJ: Gamepad2,
  BY: Fish,
  PROMO: Gift,
};

export type ArtKind = 'venue' | 'game' | 'banner';

/** Width x height of each kind (venue 16:9, game tile 4:3, banner 10:3). */
const SIZES: Record<ArtKind, readonly [number, number]> = {
  venue: [320, 180],
  game: [240, 180],
  banner: [1200, 360],
};

const roundEnd = (n: number): number => Math.round(n * 1e4) / 1e4;

export interface ArtworkProps {
  kind: ArtKind;
  /** Venue enName, game code or activity id: decides the layout. */
  code: string;
  /** Category code (TY, DZ, ZR, CP, QP, DJ, BY); anything else gets the promotion colours. */
  category?: string | null;
  /** Set in the picture; also its accessible name unless `decorative`. */
  title: string;
  subtitle?: string;
  /** The title is already next to the picture: hide the picture from screen readers. */
  decorative?: boolean;
  /** Leave the title out of the picture (the caller writes it beside). */
  hideTitle?: boolean;
  /** Draws the thing's own picture (a game's motifs and venue mark, a promotion kind's motif,
   * a gift's object, a sponsor's crest) instead of the category's icon. */
  identity?: ArtIdentity;
  className?: string;
}

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  border-radius: inherit;
  text {
    font-family: ${design.typography.family};
  }
`;

function Motif({ plan, w, h }: { plan: ArtPlan; w: number; h: number }) {
  return (
    <g fill="none" stroke="#ffffff" strokeOpacity={0.16} strokeWidth={h * 0.03}>
      {plan.shapes.map((s, i) => {
        const x = s.x * w;
        const y = s.y * h;
        const r = (s.size * h) / 2;
        switch (plan.motif) {
          case 'rings':
            return <circle key={i} cx={x} cy={y} r={r} />;
          case 'stripes':
            return (
              <line key={i} x1={x - r * 2} y1={h + r} x2={x + r * 2} y2={-r} strokeWidth={r / 3} />
            );
          case 'diamonds':
            return (
              <polygon key={i} points={`${x},${y - r} ${x + r},${y} ${x},${y + r} ${x - r},${y}`} />
            );
          case 'waves':
            return (
              <path
                key={i}
                d={`M ${-r} ${y} Q ${x / 2} ${y - r} ${x} ${y} T ${w + r} ${y}`}
                strokeWidth={r / 4}
              />
            );
        }
      })}
    </g>
  );
}

/** Memoised: its props are plain values, and a page's tiles and banners draw again with every
 * change around them (a carousel's slide, a list's next answer) without changing themselves. */
export const Artwork = memo(function Artwork({
  kind,
  code,
  category,
  title,
  subtitle,
  decorative = false,
  hideTitle = false,
  identity,
  className,
}: ArtworkProps) {
  const gradientId = useId();
  const drawnView = useDrawnView();
  const loaded = useLateModule(drawingsModule, identity !== undefined);
  const drawings = drawnView ? null : loaded;
  const cat = categoryOf(category);
  const plan = planArt(code, cat);
  const [w, h] = SIZES[kind];
  const Icon = CATEGORY_ICONS[cat];
  const iconSize = kind === 'banner' ? h * 0.55 : h * 0.42;
  const titleSize = kind === 'banner' ? 64 : kind === 'venue' ? 30 : 26;
  // the gradient's ends, rounded: Node's and the browser's Math.cos differ in the last bit for
  // some angles, and the server's drawing must have the browser's values to be taken over
  const a = (plan.angle * Math.PI) / 180;
  const dx = roundEnd(Math.cos(a) / 2);
  const dy = roundEnd(Math.sin(a) / 2);
  return (
    <Svg
      className={className}
      viewBox={`0 0 ${w} ${h}`}
      preserveAspectRatio="xMidYMid slice"
      role={decorative ? undefined : 'img'}
      aria-hidden={decorative ? true : undefined}
      aria-label={decorative ? undefined : title}
      data-art={`${kind}:${code}`}
    >
      <defs>
        <linearGradient id={gradientId} x1={0.5 - dx} y1={0.5 - dy} x2={0.5 + dx} y2={0.5 + dy}>
          <stop offset="0" stopColor={plan.from} />
          <stop offset="1" stopColor={plan.to} />
        </linearGradient>
      </defs>
      <rect width={w} height={h} fill={`url(#${gradientId})`} />
      <Motif plan={plan} w={w} h={h} />
      {identity ? (
        drawings ? (
          <drawings.Identity identity={identity} w={w} h={h} id={gradientId} cat={cat} />
        ) : null
      ) : (
        <Icon
          x={kind === 'banner' ? w - iconSize - h * 0.2 : w - iconSize - h * 0.1}
          y={kind === 'banner' ? (h - iconSize) / 2 : h * 0.1}
          width={iconSize}
          height={iconSize}
          color="#ffffff"
          strokeOpacity={0.85}
          strokeWidth={1.5}
          aria-hidden
        />
      )}
      {hideTitle ? null : (
        <g fill="#ffffff">
          <text
            x={kind === 'banner' ? h * 0.25 : h * 0.1}
            y={kind === 'banner' ? h * 0.48 : h * 0.82}
            fontSize={titleSize}
            fontWeight={700}
          >
            {title}
          </text>
          {subtitle ? (
            <text
              x={kind === 'banner' ? h * 0.25 : h * 0.1}
              y={kind === 'banner' ? h * 0.68 : h * 0.95}
              fontSize={titleSize * 0.5}
              fillOpacity={0.9}
            >
              {subtitle}
            </text>
          ) : null}
        </g>
      )}
    </Svg>
  );
});
