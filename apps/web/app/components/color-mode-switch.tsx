import { useId } from 'react';
import { Monitor, Moon, Sun } from '~/components/icons';
import { type ColorModePreference, setColorModePreference } from '~/lib/color-mode';
import { useT } from '~/lib/i18n-context';
import { useColorModePreference } from '~/lib/use-color-mode';

const options: { value: ColorModePreference; icon: typeof Sun }[] = [
  { value: 'system', icon: Monitor },
  { value: 'light', icon: Sun },
  { value: 'dark', icon: Moon },
];

/** A segmented control of native radios: arrow keys and screen readers work without extra code. */
export function ColorModeSwitch({ className = '' }: { className?: string }) {
  const { t } = useT();
  const preference = useColorModePreference();
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={t('colorMode.label')}
      data-testid="color-mode-switch"
      className={`inline-flex items-center gap-0.5 rounded-full border border-border bg-muted/60 p-0.5 ${className}`}
    >
      {options.map(({ value, icon: Icon }) => (
        <label
          key={value}
          title={t(`colorMode.${value}`)}
          className="relative grid size-7 cursor-pointer place-items-center rounded-full text-muted-foreground transition-colors hover:text-foreground has-checked:bg-background has-checked:text-foreground has-checked:shadow-sm has-focus-visible:ring-2 has-focus-visible:ring-ring"
        >
          <input
            type="radio"
            name={name}
            value={value}
            checked={preference === value}
            onChange={() => setColorModePreference(value)}
            className="peer sr-only"
          />
          <Icon aria-hidden className="size-3.5" />
          <span className="sr-only">{t(`colorMode.${value}`)}</span>
        </label>
      ))}
    </div>
  );
}
