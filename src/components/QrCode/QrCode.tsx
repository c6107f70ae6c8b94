// A QR code (qrcode.react) loaded on first use: the QR library stays out of the first load of
// every page that shows one (footer, home, download, invitation, deposit waiting). Until it has
// loaded, a blank square of the same size holds the place, so nothing moves.
import { lazy, Suspense, type ComponentProps } from 'react';
import type { QRCodeSVG as QrCodeSvgType } from 'qrcode.react';

export type QrCodeProps = ComponentProps<typeof QrCodeSvgType>;

const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

export function QrCode(props: QrCodeProps) {
  const size = props.size ?? 128;
  const placeholder = (
    <span
      className={props.className}
      role={props.role}
      aria-label={props['aria-label']}
      aria-busy="true"
      style={{ display: 'inline-block', width: size, height: size, background: '#fff' }}
    />
  );
  return (
    <Suspense fallback={placeholder}>
      <QRCodeSVG {...props} />
    </Suspense>
  );
}
