/** The look of the brand forms' own inputs, matching FormField's. */
export const inputClass =
  'h-11 rounded-lg border border-input bg-background px-3 text-[15px] shadow-xs outline-none transition-[border-color,box-shadow] placeholder:text-muted-foreground/70 focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 aria-invalid:border-destructive disabled:opacity-60 sm:h-10 sm:text-sm';

export const textareaClass =
  'min-h-20 w-full rounded-lg border border-input bg-background px-3 py-2 text-[15px] shadow-xs outline-none transition-[border-color,box-shadow] placeholder:text-muted-foreground/70 focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 sm:text-sm';
