import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { useT } from '~/lib/i18n-context';

/** A list of short texts shown as removable tags; Enter or the Add button adds what was typed. */
export function TagListField({
  label,
  hint,
  placeholder,
  values,
  onChange,
  max,
  maxLength,
  suggestions,
  testId,
}: {
  label: string;
  hint: string;
  placeholder: string;
  values: string[];
  onChange: (values: string[]) => void;
  max: number;
  maxLength: number;
  /** Offered while typing (a datalist); any text is accepted. */
  suggestions?: readonly string[];
  testId: string;
}) {
  const { t } = useT();
  const id = useId();
  const [draft, setDraft] = useState('');
  const full = values.length >= max;

  const add = () => {
    const value = draft.trim();
    if (!value || full) return;
    if (!values.some((existing) => existing.toLowerCase() === value.toLowerCase()))
      onChange([...values, value]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the tag instead of submitting the whole form.
    event.preventDefault();
    add();
  };

  return (
    <div className="flex flex-col gap-2" data-testid={testId}>
      <label htmlFor={`${id}-input`} className="font-medium text-sm">
        {label}
      </label>
      {values.length > 0 && (
        <ul aria-label={label} className="flex flex-wrap gap-1.5">
          {values.map((value) => (
            <li
              key={value}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-border bg-muted py-0.5 pr-0.5 pl-3 text-sm"
            >
              <span className="truncate">{value}</span>
              <button
                type="button"
                onClick={() => onChange(values.filter((existing) => existing !== value))}
                aria-label={t('styles:form.remove', { value })}
                className="grid size-6 shrink-0 place-items-center rounded-full text-muted-foreground outline-none hover:bg-background hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <input
          id={`${id}-input`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          maxLength={maxLength}
          disabled={full}
          aria-describedby={`${id}-hint`}
          list={suggestions ? `${id}-suggestions` : undefined}
          className="h-10 min-w-0 flex-1 rounded-lg border border-input bg-background px-3 text-sm shadow-xs outline-none placeholder:text-muted-foreground/70 focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 disabled:opacity-60"
        />
        <Button variant="outline" onClick={add} disabled={full || draft.trim() === ''}>
          {t('styles:form.add')}
        </Button>
      </div>
      {suggestions && (
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        {full ? t('styles:form.tooMany', { max }) : hint}
      </p>
    </div>
  );
}
