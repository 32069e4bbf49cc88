import { useEffect, useState } from 'react';
import { m } from '@shared/i18n/messages';

/**
 * The otpauth:// URL as a QR code, drawn as SVG in the browser. The `qrcode` library is imported
 * only here, when the set-up card asks for it, so no other page's bundle carries it.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((QRCode) => QRCode.toString(value, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [value]);
  if (failed) return <p className="text-sm text-slate-700">{m.auth_two_step_qr_failed()}</p>;
  if (!src) return <div className="size-48 animate-pulse rounded bg-slate-100" aria-hidden="true" />;
  return (
    <img
      src={src}
      alt={label}
      width={192}
      height={192}
      className="size-48 rounded border border-slate-200 bg-white"
    />
  );
}
