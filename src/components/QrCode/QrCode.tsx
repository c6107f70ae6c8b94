// A QR code (qrcode.react) drawn when it comes near the screen and loaded on first use: the QR
// library stays out of the first load of every page that shows one (footer, home, download,
// invitation, deposit waiting), and working out the code (a few hundred ms on a slow phone) is
// not done for a footer nobody scrolls to. Until then a blank square of the same size holds the
// place, so nothing moves; it is marked `data-late-widget` (Storybook's pictures wait for those
// on screen).
import { lazy, Suspense, type ComponentProps } from 'react';
import type { QRCodeSVG as QrCodeSvgType } from 'qrcode.react';
import styled from 'styled-components';
import { design } from '../../theme/design';
import { useNearViewport } from '../useNearViewport';

export type QrCodeProps = ComponentProps<typeof QrCodeSvgType>;

const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

export function QrCode(props: QrCodeProps) {
  const [near, nearRef] = useNearViewport<HTMLSpanElement>();
  const size = props.size ?? 128;
  const placeholder = (
    <span
      ref={nearRef}
      className={props.className}
      role={props.role}
      aria-label={props['aria-label']}
      aria-busy="true"
      data-late-widget=""
      style={{ display: 'inline-block', width: size, height: size, background: '#fff' }}
    />
  );
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <QRCodeSVG {...props} />
    </Suspense>
  );
}

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
