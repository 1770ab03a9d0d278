/**
 * One bench figure. A timing or a rate carries the floor it was measured against in the same run;
 * its goal is then on the ratio value ÷ floor. A size (KB, MB) has no floor and its goal is on
 * the value itself.
 */
export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  /** What the same work costs at its floor, measured in this run, in the row's unit. */
  floor?: { name: string; value: number };
  /** The goal: on value ÷ floor when there is a floor, else on the value. */
  budget?: number;
  /** 'at most' (default) for times and sizes; 'at least' for rates that must reach a share. */
  goal?: 'at most' | 'at least';
}

/** The middle of `values` (the upper middle of an even count); 0 for none. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export function ratioOf(row: BenchRow): number | undefined {
  if (!row.floor || row.floor.value <= 0) return undefined;
  return row.value / row.floor.value;
}

export function outsideGoal(row: BenchRow): boolean {
  if (row.budget === undefined) return false;
  const judged = row.floor ? ratioOf(row) : row.value;
  if (judged === undefined) return true;
  return row.goal === 'at least' ? judged < row.budget : judged > row.budget;
}

function rounded(value: number): string {
  if (Math.abs(value) >= 1000) return String(Math.round(value));
  if (Math.abs(value) >= 100) return value.toFixed(1);
  return String(Math.round(value * 100) / 100);
}

/** The table `npm run bench` prints: value, floor, ratio and goal per row. */
export function formatRows(rows: BenchRow[]): string {
  const header = ['benchmark', 'value', 'floor', 'ratio', 'goal', ''];
  const lines = rows.map((row) => {
    const ratio = ratioOf(row);
    const comparator = row.goal === 'at least' ? '≥' : '≤';
    const goal =
      row.budget === undefined ? '' : `${comparator} ${row.budget}${row.floor ? '×' : ` ${row.unit}`}`;
    return [
      row.name,
      `${rounded(row.value)} ${row.unit}`,
      row.floor ? `${rounded(row.floor.value)} ${row.unit} (${row.floor.name})` : '',
      ratio === undefined ? '' : `${rounded(ratio)}×`,
      goal,
      outsideGoal(row) ? 'OUTSIDE GOAL' : '',
    ];
  });
  const widths = header.map((_, column) =>
    Math.max(...[header, ...lines].map((line) => line[column]?.length ?? 0)),
  );
  return [header, ...lines]
    .map((line) =>
      line
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
