// The pictures of identity.ts's plans: game scenes, promotion motifs, gift objects, sponsor
// marks and team crests. A module of its own, loaded after the first paint (Artwork draws its
// plain gradient until then), so the icons never weigh on a route's first script.
import type { LucideIcon, LucideProps } from 'lucide-react';
import Anchor from 'lucide-react/icons/anchor';
import Backpack from 'lucide-react/icons/backpack';
import Bird from 'lucide-react/icons/bird';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import Car from 'lucide-react/icons/car';
import Castle from 'lucide-react/icons/castle';
import Cat from 'lucide-react/icons/cat';
import Cherry from 'lucide-react/icons/cherry';
import Clover from 'lucide-react/icons/clover';
import Coins from 'lucide-react/icons/coins';
import Crown from 'lucide-react/icons/crown';
import CupSoda from 'lucide-react/icons/cup-soda';
import Dice5 from 'lucide-react/icons/dice-5';
import Drama from 'lucide-react/icons/drama';
import Fish from 'lucide-react/icons/fish';
import Flame from 'lucide-react/icons/flame';
import Flower from 'lucide-react/icons/flower';
import Gem from 'lucide-react/icons/gem';
import Ghost from 'lucide-react/icons/ghost';
import Gift from 'lucide-react/icons/gift';
import Headphones from 'lucide-react/icons/headphones';
import Heart from 'lucide-react/icons/heart';
import Keyboard from 'lucide-react/icons/keyboard';
import ListChecks from 'lucide-react/icons/list-checks';
import Moon from 'lucide-react/icons/moon';
import PawPrint from 'lucide-react/icons/paw-print';
import Percent from 'lucide-react/icons/percent';
import Rocket from 'lucide-react/icons/rocket';
import Shield from 'lucide-react/icons/shield';
import Shirt from 'lucide-react/icons/shirt';
import Ship from 'lucide-react/icons/ship';
import Skull from 'lucide-react/icons/skull';
import Smartphone from 'lucide-react/icons/smartphone';
import Sparkles from 'lucide-react/icons/sparkles';
import Star from 'lucide-react/icons/star';
import Swords from 'lucide-react/icons/swords';
import Ticket from 'lucide-react/icons/ticket';
import Trophy from 'lucide-react/icons/trophy';
import Umbrella from 'lucide-react/icons/umbrella';
import Users from 'lucide-react/icons/users';
import Watch from 'lucide-react/icons/watch';
import Zap from 'lucide-react/icons/zap';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ArtIdentity } from './Artwork';
import { CATEGORY_COLOURS, type ArtCategory } from './artwork';
import {
  PROMO_PALETTES,
  giftObjectOf,
  planCrest,
  planGame,
  promoMotifOf,
  type CrestPlan,
  type GameMotif,
  type GamePlan,
  type GiftObject,
  type PromoMotif,
} from './identity';

type IconLike = (props: LucideProps) => ReactNode;

/** A drawing of our own on lucide's 24-unit grid, drawn like its icons (round white strokes). */
function own(children: (accent: string) => ReactNode): IconLike {
  return function Own({ x, y, width, height, color, fill, strokeWidth }: LucideProps) {
    const accent = typeof fill === 'string' && fill !== 'none' ? fill : '#ffffff';
    return (
      <svg
        x={x}
        y={y}
        width={width}
        height={height}
        viewBox="0 0 24 24"
        fill="none"
        stroke={color ?? '#ffffff'}
        strokeWidth={strokeWidth ?? 1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
      >
        {children(accent)}
      </svg>
    );
  };
}

const Mahjong = own((accent) => (
  <>
    <rect x="5" y="2" width="14" height="20" rx="2.5" fill="#fffbeb" />
    <rect x="7" y="4" width="10" height="16" rx="1.5" stroke="#0f766e" />
    <path d="M12 6.5v11M8.5 9.5h7v4h-7z" stroke="#b91c1c" strokeWidth="1.8" />
    <circle cx="19" cy="5" r="1.2" fill={accent} stroke="none" />
  </>
));

const Cards = own((accent) => (
  <>
    <rect
      x="3"
      y="4"
      width="11"
      height="16"
      rx="1.5"
      fill="#ffffff"
      transform="rotate(-12 8.5 12)"
    />
    <rect
      x="10"
      y="4"
      width="11"
      height="16"
      rx="1.5"
      fill="#ffffff"
      transform="rotate(10 15.5 12)"
    />
    <path
      d="M15.6 9.2c-1.6 1.3-2.6 2.2-2.6 3.2a1.3 1.3 0 0 0 2.6.3 1.3 1.3 0 0 0 2.6-.3c0-1-1-1.9-2.6-3.2z"
      fill="#b91c1c"
      stroke="none"
    />
    <path d="M6.5 7.5h1" stroke={accent} />
  </>
));

const Wheel = own((accent) => (
  <>
    <circle cx="12" cy="13" r="9" fill={accent} fillOpacity="0.35" />
    <path d="M12 4v18M3 13h18M5.6 6.6l12.8 12.8M18.4 6.6 5.6 19.4" strokeWidth="1" />
    <circle cx="12" cy="13" r="2" fill="#ffffff" />
    <path d="M10.5 1.5h3L12 4.5z" fill="#ffffff" />
  </>
));

const Balls = own((accent) => (
  <>
    <circle cx="7" cy="15" r="4.5" fill="#dc2626" />
    <circle cx="17" cy="15" r="4.5" fill="#2563eb" />
    <circle cx="12" cy="8" r="4.5" fill={accent} />
    <g stroke="none" fill="#ffffff" fontSize="4.5" fontWeight="700" textAnchor="middle">
      <text x="7" y="16.6">
        8
      </text>
      <text x="17" y="16.6">
        3
      </text>
      <text x="12" y="9.6" fill="#1f2937">
        6
      </text>
    </g>
  </>
));

const Ball = own(() => (
  <>
    <circle cx="12" cy="12" r="9.5" fill="#ffffff" stroke="#111827" />
    <path d="m12 8 3 2.2-1.1 3.6h-3.8L9 10.2z" fill="#111827" stroke="#111827" />
    <path
      d="M12 8V3m3 7.2 4.8-1.6M13.9 13.8l2.9 4.2M10.1 13.8 7.2 18M9 10.2 4.2 8.6"
      stroke="#111827"
      strokeWidth="1"
    />
  </>
));

const Bottle = own((accent) => (
  <>
    <path d="M10 2h4v3h-4z" fill={accent} />
    <path d="M9 5h6l1 3v12a2 2 0 0 1-2 2h-4a2 2 0 0 1-2-2V8z" fill="#ffffff" fillOpacity="0.25" />
    <path d="M8 11h8M8 16h8" />
    <path d="M15 2.5c2 0 3 1 3 3" />
  </>
));

const Podium = own((accent) => (
  <>
    <path d="M2 22V15h6v7M8 22V11h8v11M16 22v-5h6v5" fill={accent} fillOpacity="0.35" />
    <path d="M1 22h22" />
    <g stroke="none" fill="#ffffff" fontSize="4" fontWeight="700" textAnchor="middle">
      <text x="12" y="16.5">
        1
      </text>
      <text x="5" y="19.5">
        2
      </text>
      <text x="19" y="21">
        3
      </text>
    </g>
  </>
));

export const GAME_ICONS: Record<GameMotif, IconLike> = {
  mahjong: Mahjong,
  cat: Cat,
  drama: Drama,
  paw: PawPrint,
  bird: Bird,
  ship: Ship,
  castle: Castle,
  gem: Gem,
  skull: Skull,
  cards: Cards,
  swords: Swords,
  wheel: Wheel,
  dice: Dice5,
  balls: Balls,
  car: Car,
  crown: Crown,
  flower: Flower,
  shield: Shield,
  fish: Fish,
  coins: Coins,
  ball: Ball,
  trophy: Trophy,
  star: Star,
  rocket: Rocket,
  flame: Flame,
  zap: Zap,
  moon: Moon,
  clover: Clover,
  cherry: Cherry,
  heart: Heart,
  anchor: Anchor,
  ghost: Ghost,
};

interface Box {
  x: number;
  y: number;
  size: number;
}

function Drawn({
  Icon,
  box,
  accent,
  opacity = 1,
}: {
  Icon: IconLike | LucideIcon;
  box: Box;
  accent: string;
  opacity?: number;
}) {
  return (
    <g opacity={opacity}>
      <Icon
        x={box.x}
        y={box.y}
        width={box.size}
        height={box.size}
        color="#ffffff"
        fill={accent}
        fillOpacity={0.28}
        strokeWidth={1.4}
        aria-hidden
      />
    </g>
  );
}

/** The name's first character in a seal of the accent colour. */
function Seal({ glyph, box, plan }: { glyph: string; box: Box; plan: GamePlan }) {
  return (
    <g>
      <rect
        x={box.x}
        y={box.y}
        width={box.size}
        height={box.size}
        rx={box.size * 0.22}
        fill={plan.accent}
      />
      <text
        x={box.x + box.size / 2}
        y={box.y + box.size * 0.72}
        fontSize={box.size * 0.6}
        fontWeight={700}
        textAnchor="middle"
        fill={plan.to}
      >
        {glyph}
      </text>
    </g>
  );
}

/** The venue's mark: a pill in the top right corner (hot/new badges sit top left). */
function VenueMark({ mark, w }: { mark: string; w: number }) {
  if (!mark) return null;
  const width = 14 + mark.length * 8.5;
  return (
    <g>
      <rect
        x={w - width - 8}
        y={8}
        width={width}
        height={22}
        rx={11}
        fill="#000000"
        fillOpacity={0.45}
      />
      <text
        x={w - 8 - width / 2}
        y={23.5}
        fontSize={13}
        fontWeight={700}
        textAnchor="middle"
        fill="#ffffff"
        letterSpacing={0.5}
      >
        {mark}
      </text>
    </g>
  );
}

/** Where motif, second motif and seal go (on a 240 x 180 tile). */
const LAYOUTS: Record<GamePlan['composition'], { motif: Box; second: Box; seal: Box; halo: Box }> =
  {
    hero: {
      motif: { x: 72, y: 36, size: 96 },
      second: { x: 176, y: 116, size: 44 },
      seal: { x: 14, y: 124, size: 42 },
      halo: { x: 120, y: 84, size: 64 },
    },
    left: {
      motif: { x: 16, y: 42, size: 108 },
      second: { x: 172, y: 112, size: 46 },
      seal: { x: 150, y: 40, size: 60 },
      halo: { x: 70, y: 96, size: 70 },
    },
    cropped: {
      motif: { x: 104, y: 48, size: 156 },
      second: { x: 74, y: 126, size: 38 },
      seal: { x: 18, y: 54, size: 58 },
      halo: { x: 180, y: 126, size: 90 },
    },
    scatter: {
      motif: { x: 78, y: 40, size: 84 },
      second: { x: 20, y: 30, size: 30 },
      seal: { x: 14, y: 126, size: 40 },
      halo: { x: 120, y: 82, size: 56 },
    },
  };

const SCATTER: readonly Box[] = [
  { x: 184, y: 52, size: 28 },
  { x: 34, y: 80, size: 24 },
  { x: 192, y: 128, size: 26 },
];

/** A game tile (240 x 180): the plan's gradient, a halo, the motifs, the seal and the mark. */
export function GameScene({ plan, gradientId }: { plan: GamePlan; gradientId: string }) {
  const layout = LAYOUTS[plan.composition];
  const Main = GAME_ICONS[plan.motif];
  const Second = GAME_ICONS[plan.second];
  return (
    <g data-signature={plan.signature}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={plan.from} />
          <stop offset="1" stopColor={plan.to} />
        </linearGradient>
      </defs>
      <rect width={240} height={180} fill={`url(#${gradientId})`} />
      <circle
        cx={layout.halo.x}
        cy={layout.halo.y}
        r={layout.halo.size}
        fill={plan.accent}
        fillOpacity={0.18}
      />
      <circle
        cx={layout.halo.x}
        cy={layout.halo.y}
        r={layout.halo.size * 0.7}
        fill="none"
        stroke={plan.accent}
        strokeOpacity={0.35}
        strokeWidth={2}
        strokeDasharray="4 6"
      />
      {plan.composition === 'scatter'
        ? SCATTER.map((box, i) => (
            <Drawn key={i} Icon={Second} box={box} accent={plan.accent} opacity={0.55} />
          ))
        : null}
      <Drawn Icon={Main} box={layout.motif} accent={plan.accent} />
      <Drawn Icon={Second} box={layout.second} accent={plan.accent} />
      <Seal glyph={plan.glyph} box={layout.seal} plan={plan} />
      <VenueMark mark={plan.mark} w={240} />
    </g>
  );
}

// ---- promotions ----

const PROMO_ICONS: Record<PromoMotif, readonly [IconLike | LucideIcon, IconLike | LucideIcon]> = {
  race: [Trophy, Podium],
  wheel: [Wheel, Star],
  calendar: [CalendarCheck, Gift],
  deposit: [Coins, Percent],
  tasks: [ListChecks, Coins],
  invite: [Users, Gift],
  betting: [Ticket, Gift],
  welcome: [Sparkles, Gift],
};

/** A promotion banner (w x h, about 10:3): the kind's colours, its two motifs on the right,
 * a band of small stars on the left. No title: the card writes it once beside the picture. */
export function PromoScene({
  motif,
  w,
  h,
  gradientId,
}: {
  motif: PromoMotif;
  w: number;
  h: number;
  gradientId: string;
}) {
  const [from, to, accent] = PROMO_PALETTES[motif];
  const [Main, Second] = PROMO_ICONS[motif];
  const big = h * 0.78;
  return (
    <g data-motif={motif}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="0.6">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width={w} height={h} fill={`url(#${gradientId})`} />
      <circle cx={w * 0.72} cy={h * 0.5} r={h * 0.62} fill={accent} fillOpacity={0.14} />
      <circle cx={w * 0.72} cy={h * 0.5} r={h * 0.46} fill={accent} fillOpacity={0.12} />
      {[0.08, 0.2, 0.33, 0.46].map((fx, i) => (
        <Drawn
          key={fx}
          Icon={Star}
          box={{ x: w * fx, y: h * (i % 2 ? 0.58 : 0.16), size: h * 0.16 }}
          accent={accent}
          opacity={0.3}
        />
      ))}
      <Drawn
        Icon={Main}
        box={{ x: w * 0.72 - big / 2, y: (h - big) / 2, size: big }}
        accent={accent}
      />
      <Drawn Icon={Second} box={{ x: w * 0.86, y: h * 0.48, size: h * 0.44 }} accent={accent} />
    </g>
  );
}

// ---- gifts ----

const GIFT_ICONS: Record<GiftObject, IconLike | LucideIcon> = {
  bottle: Bottle,
  umbrella: Umbrella,
  shirt: Shirt,
  headphones: Headphones,
  football: Ball,
  keyboard: Keyboard,
  watch: Watch,
  phone: Smartphone,
  backpack: Backpack,
  cup: CupSoda,
  gift: Gift,
};

/** A gift (240 x 180): its object large on a soft stage in the gift's category colours. */
export function GiftScene({
  object,
  from,
  to,
  gradientId,
}: {
  object: GiftObject;
  from: string;
  to: string;
  gradientId: string;
}) {
  const Icon = GIFT_ICONS[object];
  return (
    <g data-object={object}>
      <defs>
        <radialGradient id={gradientId} cx="0.5" cy="0.45" r="0.75">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </radialGradient>
      </defs>
      <rect width={240} height={180} fill={`url(#${gradientId})`} />
      <ellipse cx={120} cy={154} rx={62} ry={10} fill="#000000" fillOpacity={0.25} />
      <Drawn Icon={Icon} box={{ x: 68, y: 30, size: 110 }} accent="#ffffff" />
      <Drawn Icon={Sparkles} box={{ x: 178, y: 22, size: 30 }} accent="#fde68a" opacity={0.8} />
    </g>
  );
}

// ---- team crests ----

const CREST_PATHS = {
  shield: 'M2 2h20v9c0 6-4.5 10-10 12C6.5 21 2 17 2 11z',
  round: 'M12 1a11 11 0 1 0 0 22 11 11 0 1 0 0-22z',
  pennant: 'M3 2h18v13l-9 8-9-8z',
} as const;

/** A crest drawn in a 24-unit box: shape, field colour, a band and the team's initials. */
export function CrestShape({
  plan,
  clipId,
  withInitials = true,
}: {
  plan: CrestPlan;
  clipId: string;
  /** False when the caller sets the initials itself (TeamMark, beside a team's name). */
  withInitials?: boolean;
}) {
  const d = CREST_PATHS[plan.shape];
  const band =
    plan.band === 'stripe' ? (
      <rect x="9" y="0" width="6" height="24" fill={plan.band2} />
    ) : plan.band === 'chevron' ? (
      <path d="M0 14l12-6 12 6v5L12 13 0 19z" fill={plan.band2} />
    ) : plan.band === 'halves' ? (
      <rect x="12" y="0" width="12" height="24" fill={plan.band2} />
    ) : null;
  const two = plan.initials.length > 1;
  return (
    <>
      <defs>
        <clipPath id={clipId}>
          <path d={d} />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clipId})`}>
        <path d={d} fill={plan.field} />
        {band}
      </g>
      <path d={d} fill="none" stroke="#ffffff" strokeOpacity={0.9} strokeWidth={1.2} />
      {withInitials ? (
        <text
          x="12"
          y={two ? 14.6 : 15.6}
          fontSize={two ? 7.5 : 10}
          fontWeight={700}
          textAnchor="middle"
          fill="#ffffff"
          stroke="#000000"
          strokeOpacity={0.35}
          strokeWidth={0.6}
          paintOrder="stroke"
        >
          {plan.initials}
        </text>
      ) : null}
    </>
  );
}

/** A sponsor entry's banner mark: the partner's crest large, a trophy for a cup, the gradient
 * of the sports category. */
export function SponsorScene({
  name,
  w,
  h,
  gradientId,
  clipId,
}: {
  name: string;
  w: number;
  h: number;
  gradientId: string;
  clipId: string;
}) {
  const plan = planCrest(name);
  const size = h * 0.74;
  const Side = name.includes('杯') ? Trophy : Shield;
  return (
    <g data-crest={plan.initials}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0d7a55" />
          <stop offset="1" stopColor="#064233" />
        </linearGradient>
      </defs>
      <rect width={w} height={h} fill={`url(#${gradientId})`} />
      <path
        d={`M${w * 0.45} ${h} L${w * 0.62} 0 H${w * 0.7} L${w * 0.53} ${h} Z`}
        fill={plan.band2}
        fillOpacity={0.45}
      />
      <svg
        x={w * 0.66 - size / 2}
        y={(h - size) / 2}
        width={size}
        height={size}
        viewBox="0 0 24 24"
      >
        <CrestShape plan={plan} clipId={clipId} />
      </svg>
      <Drawn Icon={Side} box={{ x: w * 0.84, y: h * 0.3, size: h * 0.4 }} accent="#fde68a" />
    </g>
  );
}

/** The picture of an identity, over the Artwork's gradient (its own background). */
export function Identity({
  identity,
  w,
  h,
  id,
  cat,
}: {
  identity: ArtIdentity;
  w: number;
  h: number;
  id: string;
  cat: ArtCategory;
}) {
  const sceneId = `${id}-scene`;
  switch (identity.of) {
    case 'game':
      return (
        <GameScene plan={planGame(identity.name, identity.venue ?? '', cat)} gradientId={sceneId} />
      );
    case 'promo':
      return <PromoScene motif={promoMotifOf(identity.kind)} w={w} h={h} gradientId={sceneId} />;
    case 'gift': {
      const [from, to] = CATEGORY_COLOURS[cat];
      return (
        <GiftScene object={giftObjectOf(identity.name)} from={from} to={to} gradientId={sceneId} />
      );
    }
    case 'sponsor':
      return (
        <SponsorScene name={identity.name} w={w} h={h} gradientId={sceneId} clipId={`${id}-clip`} />
      );
  }
}

export { planCrest };

const CrestBox = styled.span`
  position: relative;
  display: inline-block;
  flex: none;
  vertical-align: middle;
  margin-inline-end: 0.375em;
  line-height: 1;
  svg {
    display: block;
  }
  &::after {
    content: attr(data-initials);
    position: absolute;
    inset: 0 0 8% 0;
    display: flex;
    align-items: center;
    justify-content: center;
    color: #ffffff;
    font-weight: 700;
    text-shadow: 0 0 2px rgb(0 0 0 / 0.6);
  }
`;

/** TeamMark's drawing: the crest, with its initials set by CSS (not text in the page). */
export function TeamCrest({
  name,
  colours,
  size,
}: {
  name: string;
  colours?: readonly string[];
  size: number;
}) {
  const clipId = useId();
  const plan = planCrest(name, colours);
  return (
    <CrestBox
      aria-hidden="true"
      data-initials={plan.initials}
      style={{
        width: size,
        height: size,
        fontSize: Math.round(size * (plan.initials.length > 1 ? 0.32 : 0.42)),
      }}
    >
      <svg viewBox="0 0 24 24" width={size} height={size}>
        <CrestShape plan={plan} clipId={clipId} withInitials={false} />
      </svg>
    </CrestBox>
  );
}
