import type { AnalyticsReport } from '../analytics-queries';

export type DayMetric = 'visitors' | 'pageViews' | 'signUps' | 'firstCreatives' | 'paid';

interface DayChartProps {
  days: AnalyticsReport['days'];
  metric: DayMetric;
  /** What the chart shows, for screen readers; the table next to it has the numbers. */
  label: string;
  dayLabel: (day: string) => string;
  format: (value: number) => string;
}

/** Bars of one metric per UTC day, scaled to the range's highest day. */
export function DayChart({ days, metric, label, dayLabel, format }: DayChartProps) {
  const most = Math.max(1, ...days.map((day) => day[metric]));
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure
      className="flex flex-col rounded-xl border border-border bg-background p-4"
      data-testid="analytics-chart"
    >
      <div className="flex items-baseline justify-between text-muted-foreground text-xs">
        <span className="tabular-nums">{format(most)}</span>
      </div>
      <div
        role="img"
        aria-label={label}
        className="mt-1 flex h-44 items-end gap-px border-border border-b sm:h-52"
      >
        {days.map((day) => (
          <div
            key={day.day}
            title={`${dayLabel(day.day)}: ${format(day[metric])}`}
            className="flex h-full min-w-0 flex-1 items-end"
          >
            <div
              className="w-full rounded-t-sm bg-primary/80 transition-[height] duration-300 hover:bg-primary"
              style={{ height: day[metric] === 0 ? '0' : `max(2px, ${(day[metric] / most) * 100}%)` }}
            />
          </div>
        ))}
      </div>
      <figcaption className="mt-2 flex justify-between text-muted-foreground text-xs">
        <span>{first && dayLabel(first.day)}</span>
        <span>{last && dayLabel(last.day)}</span>
      </figcaption>
    </figure>
  );
}
