// A QR code of the join link, drawn as SVG by the `qrcode` library (loaded only when a code is shown),
// so phones in the room join by pointing their camera at the wall.
import { useEffect, useState } from 'react';

export function JoinQr({ link, className }: { link: string; className?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch((error: unknown) => console.error('QR code could not be drawn', error));
    return () => {
      live = false;
    };
  }, [link]);
  if (!src) return null;
  return <img className={className} src={src} alt={`QR code for ${link}`} data-testid="join-qr" />;
}
