// A QR code (qrcode.react) drawn when it comes near the screen and loaded on first use: the QR
// library stays out of the first load of every page that shows one (footer, home, download,
// invitation, deposit waiting), and working out the code (a few hundred ms on a slow phone) is
// not done for a footer nobody scrolls to. Until then a blank square of the same size holds the
// place, so nothing moves; it is marked `data-late-widget` (Storybook's pictures wait for those
// on screen).
import { lazy, Suspense, type ComponentProps } from 'react';
import type { QRCodeSVG as QrCodeSvgType } from 'qrcode.react';
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
