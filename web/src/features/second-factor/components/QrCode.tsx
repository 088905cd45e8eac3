import { useEffect, useState } from 'react';
import { Skeleton } from 'antd';

/** The otpauth:// URL as a QR code image (a data URL: the page's CSP allows data: images), drawn in the browser. */
export function QrCode({ value, alt }: { value: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // The QR library is loaded with the enrolment only, never with the app's first load.
    void import('qrcode').then(({ toDataURL }) => toDataURL(value, { margin: 1, width: 200 })).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [value]);
  return src ? <img src={src} alt={alt} width={200} height={200} data-testid="second-factor-qr" /> : <Skeleton.Image active style={{ width: 200, height: 200 }} />;
}
