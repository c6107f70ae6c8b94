// A team's mark: a crest-like badge from its name and colours (identity.ts planCrest), set
// before the team's name on the board, the match page and home's live strip. Decorative (the
// name is beside it); its initials are drawn by CSS, not as text, so the name read or matched
// beside it stays the team's name alone. Everything but its box comes with the artwork's
// drawings after the first paint (drawings.tsx TeamCrest); until then the mark keeps its place
// empty, so nothing moves. That empty box is a late widget (data-late-widget): Storybook's
// pictures wait for the crest instead of catching the box or the crest by chance.
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

export function TeamMark({ name, colours, size = 16 }: TeamMarkProps) {
  const drawnView = useDrawnView();
  const loaded = useLateModule(drawingsModule, true);
  const drawings = drawnView ? null : loaded;
  return drawings ? (
    <drawings.TeamCrest name={name} colours={colours} size={size} />
  ) : (
    <span
      aria-hidden="true"
      data-late-widget={drawnView ? undefined : ''}
      style={{
        display: 'inline-block',
        verticalAlign: 'middle',
        width: size,
        height: size,
        marginInlineEnd: '0.375em',
      }}
    />
  );
}
