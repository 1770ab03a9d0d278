import type { AnalyticsRange } from '@brandloom/shared/analytics-events';
import { languages } from '@brandloom/shared/i18n/languages';
import type { Database } from '../../db/client.ts';
import { countByDay, countByLanguage, signUpConversions, topPageViews } from './analytics.repository.ts';
import { utcDay } from './visitor-hash.ts';

export interface Counts {
  visitors: number;
  pageViews: number;
  signUps: number;
  firstCreatives: number;
  paid: number;
}

const zero: Counts = { visitors: 0, pageViews: 0, signUps: 0, firstCreatives: 0, paid: 0 };
const dayMs = 86_400_000;
const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/**
 * GET /api/admin/analytics: the last `days` UTC days up to today — every day and every language
 * listed, zeros included — with totals, the conversion of the range's sign-ups to a first creative
 * and to paid, and the most viewed pages and referring sites.
 */
export async function analyticsReport(db: Database, days: AnalyticsRange, now: number) {
  const to = utcDay(now + dayMs);
  const from = utcDay(now - (days - 1) * dayMs);
  const [byDay, byLanguage, conversions, pages, referrers] = await Promise.all([
    countByDay(db, from, to),
    countByLanguage(db, from, to),
    signUpConversions(db, from, to),
    topPageViews(db, 'path', from, to, 10),
    topPageViews(db, 'referrer', from, to, 10),
  ]);
  const dayRows = new Map(byDay.map(({ day, ...counts }) => [day, counts]));
  const languageRows = new Map(byLanguage.map(({ language, ...counts }) => [language, counts]));
  const totals = byDay.reduce<Counts>(
    (sum, row) => ({
      visitors: sum.visitors + row.visitors,
      pageViews: sum.pageViews + row.pageViews,
      signUps: sum.signUps + row.signUps,
      firstCreatives: sum.firstCreatives + row.firstCreatives,
      paid: sum.paid + row.paid,
    }),
    zero,
  );
  return {
    from,
    to: utcDay(now),
    days: Array.from({ length: days }, (_, index) => {
      const day = utcDay(Date.parse(from) + index * dayMs);
      return { day, ...(dayRows.get(day) ?? zero) };
    }),
    languages: languages.map((language) => ({ language, ...(languageRows.get(language) ?? zero) })),
    totals,
    conversion: {
      signUps: conversions.signUps,
      firstCreative: conversions.firstCreative,
      paid: conversions.paid,
      visitorToSignUp: rate(totals.signUps, totals.visitors),
      signUpToFirstCreative: rate(conversions.firstCreative, conversions.signUps),
      signUpToPaid: rate(conversions.paid, conversions.signUps),
    },
    pages: pages.map(({ value, pageViews }) => ({ path: value, pageViews })),
    referrers: referrers.map(({ value, pageViews }) => ({ host: value, pageViews })),
  };
}
