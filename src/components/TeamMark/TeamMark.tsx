// A team's mark: a crest-like badge from its name and colours (identity.ts planCrest), set
// before the team's name on the board, the match page and home's live strip. Decorative (the
// name is beside it); its initials are drawn by CSS, not as text, so the name read or matched
// beside it stays the team's name alone. Its drawing arrives with the artwork's drawings after
// the first paint; until then the mark keeps its place empty, so nothing moves.
import { useId } from 'react';
import styled from 'styled-components';
import { drawingsModule } from '../Artwork/drawingsModule';
import { useDrawnView } from '../drawnOnServer';
import { useLateModule } from '../lateModule';

export interface TeamMarkProps {
  name: string;
  /** The team's colours (field, band) when known; else from its name. */
  colours?: readonly string[];
  /** Side in px (default 16, within a 14 px text line). */
  size?: number;
}

const Box = styled.span`
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

export function TeamMark({ name, colours, size = 16 }: TeamMarkProps) {
  const clipId = useId();
  const drawnView = useDrawnView();
  const loaded = useLateModule(drawingsModule, true);
  const drawings = drawnView ? null : loaded;
  const plan = drawings?.planCrest(name, colours);
  const initials = plan?.initials ?? '';
  return (
    <Box
      aria-hidden="true"
      data-initials={initials}
      style={{
        width: size,
        height: size,
        fontSize: Math.round(size * (initials.length > 1 ? 0.32 : 0.42)),
      }}
    >
      {drawings && plan ? (
        <svg viewBox="0 0 24 24" width={size} height={size}>
          <drawings.CrestShape plan={plan} clipId={clipId} withInitials={false} />
        </svg>
      ) : null}
    </Box>
  );
}
