import { useEffect, useState } from 'react';

/**
 * The otpauth URI as a QR code, drawn in the browser (the secret never goes to a third party).
 * `uqr` is imported on demand, so only this step of the two-factor page pays for it.
 */
export function QrCode({
  value,
  label,
  loadingLabel,
}: {
  value: string;
  label: string;
  loadingLabel: string;
}) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('uqr').then(({ renderSVG }) => {
      if (!cancelled)
        setSvg(renderSVG(value, { ecc: 'M', border: 2, whiteColor: '#ffffff', blackColor: '#000000' }));
    });
    return () => {
      cancelled = true;
    };
  }, [value]);
  return (
    // Always black on white, also in dark mode: some camera apps cannot read inverted codes.
    <div
      role="img"
      aria-label={label}
      data-testid="totp-qr"
      className="grid size-48 shrink-0 place-items-center overflow-hidden rounded-xl border border-border bg-white p-1.5 sm:size-52"
    >
      {svg ? (
        <div
          className="size-full [&>svg]:size-full"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: uqr's own SVG of our URI (no user markup)
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      ) : (
        <span className="px-4 text-center text-neutral-500 text-xs">{loadingLabel}</span>
      )}
    </div>
  );
}
