// A team's mark: a crest-like badge from its name and colours (identity.ts planCrest), set
// before the team's name on the board, the match page and home's live strip. Decorative (the
// name is beside it). Its drawing arrives with the artwork's drawings after the first paint;
// until then the mark keeps its place empty, so nothing moves.
import { useId } from 'react';
import styled from 'styled-components';
import { drawingsModule } from '../Artwork/drawingsModule';
import { useDrawnView } from '../drawnOnServer';
import { useLateModule } from '../lateModule';

export interface TeamMarkProps {
  name: string;
  /** The team's colours (field, band) when known; else from its name. */
  colours?: readonly string[];
  /** Side in px (default 18). */
  size?: number;
}

const Box = styled.span`
  display: inline-block;
  flex: none;
  vertical-align: middle;
  svg {
    display: block;
  }
`;

export function TeamMark({ name, colours, size = 18 }: TeamMarkProps) {
  const clipId = useId();
  const drawnView = useDrawnView();
  const loaded = useLateModule(drawingsModule, true);
  const drawings = drawnView ? null : loaded;
  return (
    <Box aria-hidden="true" style={{ width: size, height: size }} data-team-mark={name}>
      {drawings ? (
        <svg viewBox="0 0 24 24" width={size} height={size}>
          <drawings.CrestShape plan={drawings.planCrest(name, colours)} clipId={clipId} />
        </svg>
      ) : null}
    </Box>
  );
}
