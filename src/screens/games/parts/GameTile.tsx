// One game of a lobby grid: 4:3 generated artwork of its own (motifs, palette, venue mark), the name, hot/new badges and a favourite star.
// The tile is a button that launches the game; the star is its own button beside it.
import Star from 'lucide-react/icons/star';
import styled from 'styled-components';
import { SkeletonBlock } from '../../../components/Skeleton/Skeleton';
import { Artwork } from '../../../components/Artwork/Artwork';
import { Tag } from '../../../components/Tag/Tag';
import { fill, useTexts } from '../../../i18n/screenTexts';
import { gamesTexts } from '../texts';
import { design } from '../../../theme/design';

export interface GameTileProps {
  gameCode: string;
  name: string;
  category: string;
  /** The venue's code (enName): its mark on the tile, and two venues' same game told apart. */
  venue?: string;
  hot?: boolean;
  isNew?: boolean;
  collected?: boolean;
  /** Without it no star (e.g. the recently played strip). */
  onToggleFavourite?: () => void;
  favouriteBusy?: boolean;
  onPlay: () => void;
  disabled?: boolean;
}

const Card = styled.li<{ $disabled: boolean }>`
  position: relative;
  list-style: none;
  border-radius: ${design.radius.m};
  background: ${design.color.surface};
  border: 1px solid ${design.color.border};
  box-shadow: ${design.shadow.card};
  overflow: hidden;
  opacity: ${({ $disabled }) => ($disabled ? 0.55 : 1)};
  transition: transform ${design.motion.duration.fast} ${design.motion.easing.standard};
  &:hover {
    transform: translateY(-2px);
  }
  @media (prefers-reduced-motion: reduce) {
    &:hover {
      transform: none;
    }
  }
`;

const Play = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  text-align: left;
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
  /* the whole tile presses the button: the picture sits outside it, since it sets the name's
     first character and the venue's mark in type, which the button's label does not say */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
`;

const Name = styled.span`
  display: block;
  padding: ${design.space.xs} ${design.space.s};
  padding-right: 2.75rem;
  font-size: ${design.typography.size.s};
  font-weight: ${design.typography.weight.medium};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  min-height: 2.5rem;
  line-height: 1.5rem;
`;

const Badges = styled.span`
  position: absolute;
  top: ${design.space.xs};
  left: ${design.space.xs};
  display: flex;
  gap: ${design.space.xxs};
  pointer-events: none;
`;

const StarButton = styled.button<{ $on: boolean }>`
  position: absolute;
  right: 0;
  bottom: 0;
  width: 2.5rem;
  height: 2.5rem;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  background: transparent;
  cursor: pointer;
  color: ${({ theme, $on }) => ($on ? theme.color.accent : theme.color.textMuted)};
  svg {
    fill: ${({ $on }) => ($on ? 'currentColor' : 'none')};
  }
  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

export function GameTile({
  gameCode,
  name,
  category,
  venue,
  hot = false,
  isNew = false,
  collected = false,
  onToggleFavourite,
  favouriteBusy = false,
  onPlay,
  disabled = false,
}: GameTileProps) {
  const text = useTexts(gamesTexts);
  return (
    <Card $disabled={disabled}>
      <Artwork
        kind="game"
        code={gameCode}
        category={category}
        title={name}
        identity={{ of: 'game', name, venue }}
        decorative
        hideTitle
      />
      <Play
        type="button"
        onClick={onPlay}
        disabled={disabled}
        aria-label={fill(text.play, { name })}
      >
        <Name>{name}</Name>
      </Play>
      {hot || isNew ? (
        <Badges>
          {hot ? <Tag tone="hot">{text.hot}</Tag> : null}
          {isNew ? <Tag tone="new">{text.new}</Tag> : null}
        </Badges>
      ) : null}
      {onToggleFavourite ? (
        <StarButton
          type="button"
          $on={collected}
          aria-pressed={collected}
          aria-busy={favouriteBusy}
          aria-label={fill(collected ? text.removeFavourite : text.addFavourite, { name })}
          onClick={onToggleFavourite}
        >
          <Star size={20} aria-hidden />
        </StarButton>
      ) : null}
    </Card>
  );
}

/** A tile's place while the games load: the same box, blank and shimmering. */
export function GameTilePlaceholder() {
  return (
    <Card $disabled={false} aria-hidden="true">
      <SkeletonBlock $height="auto" style={{ aspectRatio: '240 / 180' }} />
      <Name>{'\u00a0'}</Name>
    </Card>
  );
}

/** The grid the tiles sit in (an unordered list). */
export const TileGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10.5rem, 1fr));
  gap: ${design.space.m};
  margin: 0;
  padding: 0;
  @media (max-width: 480px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${design.space.s};
  }
`;
