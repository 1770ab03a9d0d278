import { cn } from '~/lib/cn';

const selectClass =
  'h-10 w-full min-w-0 rounded-lg border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * A list filter: one choice of `options` or none (`allLabel`, the first entry), labelled for
 * screen readers by `label`. The library's and the templates' filters.
 */
export function FilterSelect<Value extends string>({
  label,
  allLabel,
  value,
  options,
  onChange,
  className,
  testId,
}: {
  label: string;
  allLabel: string;
  value: Value | null;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value | null) => void;
  className?: string;
  testId?: string;
}) {
  return (
    <select
      aria-label={label}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || null) as Value | null)}
      className={cn(selectClass, className)}
      data-testid={testId}
    >
      <option value="">{allLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
