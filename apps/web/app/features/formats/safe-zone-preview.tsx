import type { AdFormat } from '@brandloom/shared/ad-formats';

/**
 * The placement's shape with its interface zones hatched, so the safe area reads at a glance.
 * Decorative: the card says the same in words.
 */
export function SafeZonePreview({ format }: { format: AdFormat }) {
  const { width, height, safeZone } = format;
  const scale = 64 / Math.max(width, height);
  const w = Math.max(6, Math.round(width * scale));
  const h = Math.max(6, Math.round(height * scale));
  const zone = {
    x: safeZone.left * w,
    y: safeZone.top * h,
    width: w * (1 - safeZone.left - safeZone.right),
    height: h * (1 - safeZone.top - safeZone.bottom),
  };
  const zoned = zone.width < w || zone.height < h;
  return (
    <svg aria-hidden width={w} height={h} viewBox={`0 0 ${w} ${h}`} className="shrink-0 overflow-visible">
      <rect width={w} height={h} rx={3} className="fill-muted stroke-border" />
      {zoned && (
        <rect
          x={zone.x}
          y={zone.y}
          width={zone.width}
          height={zone.height}
          rx={2}
          className="fill-primary/25 stroke-primary"
          strokeDasharray="3 2"
        />
      )}
    </svg>
  );
}
