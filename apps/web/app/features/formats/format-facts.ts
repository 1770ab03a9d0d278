import type { AdFormat } from '@brandloom/shared/ad-formats';
import type { Language } from '@brandloom/shared/i18n/languages';
import type { Translate } from '~/lib/translate';

/** A file-size limit in the reader's language: "150 kB", "30 MB". */
export function fileSize(bytes: number, language: Language): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 1
    ? new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
        megabytes,
      )
    : new Intl.NumberFormat(language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
        bytes / 1024,
      );
}

/** The zones to keep clear, e.g. "14 % top, 20 % bottom", or that nothing covers the ad. */
export function keepClear(format: AdFormat, t: Translate): string {
  const { top, right, bottom, left } = format.safeZone;
  const parts = [
    top > 0 ? t('formats:zoneTop', { value: Math.round(top * 100) }) : null,
    bottom > 0 ? t('formats:zoneBottom', { value: Math.round(bottom * 100) }) : null,
    right > 0 ? t('formats:zoneRight', { value: Math.round(right * 100) }) : null,
    left > 0 ? t('formats:zoneLeft', { value: Math.round(left * 100) }) : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(', ') : t('formats:noZone');
}

/** Seconds in the reader's language, in minutes from two minutes up: "6 s", "241 min". */
function duration(seconds: number, language: Language): string {
  const minutes = seconds >= 120;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: minutes ? 'minute' : 'second',
    unitDisplay: 'short',
    maximumFractionDigits: 0,
  }).format(minutes ? seconds / 60 : seconds);
}

export function videoLength(format: AdFormat, t: Translate, language: Language): string {
  const seconds = format.videoSeconds;
  if (!seconds || seconds.max === null) return t('formats:notStated');
  const max = duration(seconds.max, language);
  return seconds.min === null
    ? t('formats:maxSeconds', { max })
    : t('formats:seconds', { min: duration(seconds.min, language), max });
}

/** Whether a format matches what was typed: its name, platform, ratio or size ("300x250" or "300×250"). */
export function matches(format: AdFormat, query: string, t: Translate): boolean {
  const wanted = query.toLowerCase().replace(/\s+/g, ' ').replace(/×/g, 'x').trim();
  if (!wanted) return true;
  const haystack = [
    t(`formats:placements.${format.id}`),
    t(`formats:platforms.${format.platform}`),
    format.ratio,
    `${format.width}x${format.height}`,
    format.id,
  ]
    .join(' ')
    .toLowerCase()
    .replace(/×/g, 'x');
  return wanted.split(' ').every((word) => haystack.includes(word));
}
