import { type AnalyticsRange, analyticsRanges } from '@brandloom/shared/analytics-events';
import { ChartNoAxesColumn } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '~/components/layout/load-failed';
import { cn } from '~/lib/cn';
import { useT } from '~/lib/i18n-context';
import { useChangeSearchParams } from '~/lib/use-change-search-params';
import { type AnalyticsReport, useAnalyticsReport } from '../analytics-queries';
import { DayChart, type DayMetric } from './day-chart';

const rangeParam = 'days';
const metrics = ['visitors', 'pageViews', 'signUps', 'firstCreatives', 'paid'] as const;

function readRange(value: string | null): AnalyticsRange {
  const days = Number(value);
  return (analyticsRanges as readonly number[]).includes(days) ? (days as AnalyticsRange) : 30;
}

/**
 * /app/admin: first-party analytics (decision 0051) — visitors, page views, sign-ups and conversion
 * to a first creative and to paid, by UTC day and by language, over the last 7, 30 or 90 days.
 * Every chart has its numbers in a table next to it.
 */
export function AnalyticsDashboard() {
  const { t } = useT();
  const [params] = useSearchParams();
  const changeParams = useChangeSearchParams();
  const days = readRange(params.get(rangeParam));
  const report = useAnalyticsReport(days);
  const data = report.data;
  const stale = report.isPlaceholderData && report.isFetching;

  const choose = (range: AnalyticsRange) =>
    changeParams({ [rangeParam]: String(range) }, { replace: true, preventScrollReset: true });

  return (
    <section aria-labelledby="analytics-title" className="mt-10" data-testid="analytics-dashboard">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="analytics-title" className="font-semibold text-lg tracking-tight">
            {t('analytics:title')}
          </h2>
          <p className="max-w-2xl text-muted-foreground text-sm">{t('analytics:subtitle')}</p>
        </div>
        <fieldset className="flex shrink-0 rounded-lg border border-border bg-muted/40 p-0.5">
          <legend className="sr-only">{t('analytics:range.label')}</legend>
          {analyticsRanges.map((range) => (
            <button
              key={range}
              type="button"
              aria-pressed={range === days}
              onClick={() => choose(range)}
              className={cn(
                'h-8 rounded-md px-3 font-medium text-sm outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring',
                range === days
                  ? 'bg-background text-foreground shadow-sm'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {t('analytics:range.days', { days: range })}
            </button>
          ))}
        </fieldset>
      </div>

      <div className="mt-4" aria-busy={report.isFetching} aria-live="polite">
        {report.isError ? (
          <LoadFailed
            title={t('analytics:loadFailed')}
            message={report.error.message}
            retryLabel={t('analytics:retry')}
            onRetry={() => void report.refetch()}
          />
        ) : !data ? (
          <div data-testid="analytics-loading" className="space-y-3">
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
              {metrics.map((metric) => (
                <div key={metric} className="h-20 animate-pulse rounded-xl bg-muted" />
              ))}
            </div>
            <div className="h-56 animate-pulse rounded-xl bg-muted" />
          </div>
        ) : (
          <div className={cn('transition-opacity', stale && 'opacity-60')}>
            <Report data={data} />
          </div>
        )}
      </div>
    </section>
  );
}

function Report({ data }: { data: AnalyticsReport }) {
  const { t, language } = useT();
  const number = new Intl.NumberFormat(language);
  const empty = metrics.every((metric) => data.totals[metric] === 0);
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="analytics-totals">
        {metrics.map((metric) => (
          <div key={metric} className="rounded-xl border border-border bg-background p-4">
            <dt className="text-muted-foreground text-xs">{t(`analytics:metrics.${metric}`)}</dt>
            <dd
              className="mt-1 font-semibold text-2xl tabular-nums"
              data-testid={`analytics-total-${metric}`}
            >
              {number.format(data.totals[metric])}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-muted-foreground text-xs">{t('analytics:visitorsNote')}</p>

      {empty ? (
        <div className="mt-4 flex flex-col items-center rounded-xl border border-border border-dashed px-6 py-12 text-center">
          <ChartNoAxesColumn aria-hidden className="size-8 text-muted-foreground" />
          <p className="mt-3 text-muted-foreground text-sm" data-testid="analytics-empty">
            {t('analytics:empty')}
          </p>
        </div>
      ) : (
        <>
          <Conversion data={data} />
          <ByDay data={data} />
          <ByLanguage data={data} />
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <TopList
              title={t('analytics:pages.title')}
              label={t('analytics:pages.page')}
              rows={data.pages.map((row) => ({ key: row.path, value: row.pageViews }))}
              empty={t('analytics:pages.empty')}
              mono
            />
            <TopList
              title={t('analytics:referrers.title')}
              label={t('analytics:referrers.site')}
              rows={data.referrers.map((row) => ({ key: row.host, value: row.pageViews }))}
              empty={t('analytics:referrers.empty')}
            />
          </div>
        </>
      )}
    </>
  );
}

function Conversion({ data }: { data: AnalyticsReport }) {
  const { t, language } = useT();
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const { conversion, totals } = data;
  const steps = [
    {
      key: 'visitorToSignUp',
      rate: conversion.visitorToSignUp,
      detail: t('analytics:conversion.ofVisitors', { part: totals.signUps, whole: totals.visitors }),
    },
    {
      key: 'signUpToFirstCreative',
      rate: conversion.signUpToFirstCreative,
      detail: t('analytics:conversion.ofSignUps', {
        part: conversion.firstCreative,
        whole: conversion.signUps,
      }),
    },
    {
      key: 'signUpToPaid',
      rate: conversion.signUpToPaid,
      detail: t('analytics:conversion.ofSignUps', { part: conversion.paid, whole: conversion.signUps }),
    },
  ] as const;
  return (
    <div className="mt-6">
      <h3 className="font-medium text-sm">{t('analytics:conversion.title')}</h3>
      <dl className="mt-2 grid gap-3 sm:grid-cols-3" data-testid="analytics-conversion">
        {steps.map((step) => (
          <div key={step.key} className="rounded-xl border border-border bg-background p-4">
            <dt className="text-muted-foreground text-xs">{t(`analytics:conversion.${step.key}`)}</dt>
            <dd className="mt-1 font-semibold text-2xl tabular-nums">
              {step.rate === null ? '–' : percent.format(step.rate)}
            </dd>
            <dd className="text-muted-foreground text-xs">{step.detail}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-muted-foreground text-xs">{t('analytics:conversion.note')}</p>
    </div>
  );
}

const numberCell = 'px-3 py-2 text-right tabular-nums';
const headCell = 'px-3 py-2 font-medium';

/** One row's counts, in the columns of CountsHead. */
function CountCells({
  row,
  format,
}: {
  row: Record<(typeof metrics)[number], number>;
  format: (value: number) => string;
}) {
  return metrics.map((name) => (
    <td key={name} className={numberCell}>
      {format(row[name])}
    </td>
  ));
}

function CountsHead({ first }: { first: string }) {
  const { t } = useT();
  return (
    <thead className="sticky top-0 border-border border-b bg-muted text-muted-foreground text-xs">
      <tr>
        <th scope="col" className={cn(headCell, 'text-left')}>
          {first}
        </th>
        {metrics.map((metric) => (
          <th key={metric} scope="col" className={cn(headCell, 'text-right')}>
            {t(`analytics:metrics.${metric}`)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function ByDay({ data }: { data: AnalyticsReport }) {
  const { t, language } = useT();
  const [metric, setMetric] = useState<DayMetric>('visitors');
  const number = new Intl.NumberFormat(language);
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const dayLabel = (day: string) => date.format(new Date(`${day}T00:00:00Z`));
  return (
    <div className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium text-sm">{t('analytics:byDay.title')}</h3>
        <label className="flex items-center gap-2 text-muted-foreground text-xs">
          {t('analytics:byDay.show')}
          <select
            value={metric}
            onChange={(event) => setMetric(event.target.value as DayMetric)}
            className="h-8 rounded-md border border-border bg-background px-2 text-foreground text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {metrics.map((value) => (
              <option key={value} value={value}>
                {t(`analytics:metrics.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="mt-2 grid gap-4">
        <DayChart
          days={data.days}
          metric={metric}
          label={t('analytics:byDay.chartLabel', {
            metric: t(`analytics:metrics.${metric}`),
            from: dayLabel(data.from),
            to: dayLabel(data.to),
          })}
          dayLabel={dayLabel}
          format={(value) => number.format(value)}
        />
        <div className="max-h-72 overflow-auto rounded-xl border border-border bg-background">
          <table className="w-full text-sm" data-testid="analytics-days-table">
            <caption className="sr-only">{t('analytics:byDay.caption')}</caption>
            <CountsHead first={t('analytics:byDay.day')} />
            <tbody className="divide-y divide-border">
              {[...data.days].reverse().map((row) => (
                <tr key={row.day}>
                  <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-normal">
                    {dayLabel(row.day)}
                  </th>
                  <CountCells row={row} format={number.format} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}

function ByLanguage({ data }: { data: AnalyticsReport }) {
  const { t, language } = useT();
  const number = new Intl.NumberFormat(language);
  const names = new Intl.DisplayNames([language], { type: 'language' });
  const most = Math.max(1, ...data.languages.map((row) => row.visitors));
  return (
    <div className="mt-6">
      <h3 className="font-medium text-sm">{t('analytics:byLanguage.title')}</h3>
      <div className="mt-2 overflow-x-auto rounded-xl border border-border bg-background">
        <table className="w-full text-sm" data-testid="analytics-languages-table">
          <caption className="sr-only">{t('analytics:byLanguage.caption')}</caption>
          <CountsHead first={t('analytics:byLanguage.language')} />
          <tbody className="divide-y divide-border">
            {data.languages.map((row) => (
              <tr key={row.language}>
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  <span className="flex items-center gap-2">
                    <span className="w-20 shrink-0 sm:w-24">{names.of(row.language) ?? row.language}</span>
                    <span
                      aria-hidden
                      className="hidden h-1.5 w-24 overflow-hidden rounded-full bg-muted sm:block"
                    >
                      <span
                        className="block h-full rounded-full bg-primary"
                        style={{ width: `${(row.visitors / most) * 100}%` }}
                      />
                    </span>
                  </span>
                </th>
                <CountCells row={row} format={number.format} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

interface TopListProps {
  title: string;
  label: string;
  rows: { key: string; value: number }[];
  empty: string;
  mono?: boolean;
}

function TopList({ title, label, rows, empty, mono }: TopListProps) {
  const { t, language } = useT();
  const number = new Intl.NumberFormat(language);
  return (
    <div>
      <h3 className="font-medium text-sm">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-2 rounded-xl border border-border border-dashed px-4 py-6 text-center text-muted-foreground text-sm">
          {empty}
        </p>
      ) : (
        <div className="mt-2 overflow-hidden rounded-xl border border-border bg-background">
          <table className="w-full table-fixed text-sm">
            <thead className="border-border border-b bg-muted text-muted-foreground text-xs">
              <tr>
                <th scope="col" className={cn(headCell, 'text-left')}>
                  {label}
                </th>
                <th scope="col" className={cn(headCell, 'w-24 text-right')}>
                  {t('analytics:metrics.pageViews')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {rows.map((row) => (
                <tr key={row.key}>
                  <td className={cn('truncate px-3 py-2', mono && 'font-mono text-xs')} title={row.key}>
                    {row.key}
                  </td>
                  <td className={numberCell}>{number.format(row.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
