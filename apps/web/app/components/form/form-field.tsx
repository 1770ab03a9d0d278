import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { useT } from '~/lib/i18n-context';

interface FormFieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string;
  hint?: string;
  /** Shown on the label's line, at the right (e.g. "Forgot password?"). */
  aside?: ReactNode;
}

const inputClass =
  'h-11 w-full rounded-lg border border-input bg-background px-3 text-[15px] shadow-xs outline-none transition-[border-color,box-shadow] placeholder:text-muted-foreground/70 focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/20 disabled:opacity-60 sm:h-10 sm:text-sm';

/**
 * A labelled input whose error and hint are tied to it with aria-describedby; an error marks it
 * aria-invalid. Password inputs get a show/hide button.
 */
export function FormField({
  label,
  error,
  hint,
  aside,
  type = 'text',
  id,
  className,
  ...props
}: FormFieldProps) {
  const { t } = useT();
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const [visible, setVisible] = useState(false);
  const isPassword = type === 'password';
  const describedBy =
    [error ? errorId : null, hint && !error ? hintId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={inputId} className="font-medium text-sm">
          {label}
        </label>
        {aside}
      </div>
      <div className="relative">
        <input
          id={inputId}
          type={isPassword && visible ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} ${isPassword ? 'pr-11' : ''}`}
          {...props}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setVisible((value) => !value)}
            aria-label={visible ? t('auth:fields.hidePassword') : t('auth:fields.showPassword')}
            aria-pressed={visible}
            aria-controls={inputId}
            className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-muted-foreground outline-none hover:text-foreground focus-visible:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
          >
            {visible ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-destructive text-sm" data-testid="field-error">
          {error}
        </p>
      )}
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-muted-foreground text-xs">
          {hint}
        </p>
      )}
    </div>
  );
}
