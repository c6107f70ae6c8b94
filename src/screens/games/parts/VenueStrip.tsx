// The venues of a lobby's category as a row of 16:9 cards drawn from their code: the selected one
// outlined, a venue under maintenance greyed with 维护中 and the server's message when known.
import Wrench from 'lucide-react/icons/wrench';
import styled from 'styled-components';
import { SkeletonBlock } from '../../../components/Skeleton/Skeleton';
import { Artwork } from '../../../components/Artwork/Artwork';
import { useTexts } from '../../../i18n/screenTexts';
import { gamesTexts } from '../texts';
import { design } from '../../../theme/design';

export interface StripVenue {
  enName: string;
  name: string;
  category: string;
  maintenance: boolean;
  /** The server's maintenance message (6415), when known. */
  note?: string;
}

export interface VenueStripProps {
  venues: StripVenue[];
  selected: string | null;
  onSelect: (enName: string) => void;
  label: string;
}

const Row = styled.div`
  display: flex;
  gap: ${design.space.m};
  overflow-x: auto;
  padding: ${design.space.xxs};
  scroll-snap-type: x proximity;
`;

const Card = styled.button<{ $selected: boolean; $off: boolean }>`
  position: relative;
  flex: 0 0 13rem;
  scroll-snap-align: start;
  padding: 0;
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.color.primary : 'transparent')};
  border-radius: ${design.radius.l};
  background: ${design.color.surface};
  color: ${design.color.text};
  overflow: hidden;
  cursor: pointer;
  text-align: left;
  box-shadow: ${design.shadow.card};
  svg[data-art] {
    filter: ${({ $off }) => ($off ? 'grayscale(1) brightness(0.8)' : 'none')};
  }
  @media (max-width: 480px) {
    flex-basis: 10.5rem;
  }
`;

const Caption = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${design.space.xs} ${design.space.s};
  font-size: ${design.typography.size.s};
  strong {
    font-weight: ${design.typography.weight.bold};
  }
`;

const Off = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${design.space.xxs};
  color: ${design.color.warning};
  font-size: ${design.typography.size.xs};
`;

export function VenueStrip({ venues, selected, onSelect, label }: VenueStripProps) {
  const text = useTexts(gamesTexts);
  return (
    <Row role="group" aria-label={label}>
      {venues.map((v) => (
        <Card
          key={v.enName}
          type="button"
          $selected={v.enName === selected}
          $off={v.maintenance}
          aria-pressed={v.enName === selected}
          onClick={() => onSelect(v.enName)}
        >
          <Artwork
            kind="venue"
            code={v.enName}
            category={v.category}
            title={v.name}
            decorative
            hideTitle
          />
          <Caption>
            <strong>{v.name}</strong>
            {v.maintenance ? (
              <Off>
                <Wrench size={12} aria-hidden />
                {v.note ? `${text.maintenance}:${v.note}` : text.maintenance}
              </Off>
            ) : null}
          </Caption>
        </Card>
      ))}
    </Row>
  );
}

/** The strip's place while the venues load: cards of the same size, blank and shimmering. */
export function VenueStripPlaceholder() {
  return (
    <Row aria-hidden="true" data-testid="venues-loading">
      {[0, 1, 2].map((i) => (
        <Card key={i} as="div" $selected={false} $off={false}>
          <SkeletonBlock $height="auto" style={{ aspectRatio: '320 / 180' }} />
          <Caption>
            <strong>{'\u00a0'}</strong>
          </Caption>
        </Card>
      ))}
    </Row>
  );
}
