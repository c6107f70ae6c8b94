// A QR code on a white card with a caption under it: its own module, so the pages that show a
// bare code (home, the footer) do not carry the card.
import styled from 'styled-components';
import { design } from '../../theme/design';
import { QrCode, type QrCodeProps } from './QrCode';

// A code to scan needs a light quiet zone around it in either edition: the card is white, and
// its caption dark on it.
const Figure = styled.figure`
  margin: 0;
  padding: ${design.space.s};
  background: #fff;
  border-radius: ${design.radius.m};
  border: 1px solid ${design.color.border};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${design.space.xs};
  figcaption {
    color: #333;
    font-size: ${design.typography.size.s};
  }
`;

/** A QR code on its white card with a caption under it (a deposit's order, an invitation). */
export function QrFigure({ caption, ...code }: QrCodeProps & { caption: string }) {
  return (
    <Figure>
      <QrCode {...code} />
      <figcaption>{caption}</figcaption>
    </Figure>
  );
}
