import { maxBrandColors } from '@brandloom/shared/brands';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { useT } from '~/lib/i18n-context';
import { normalizeHex } from '../brand-draft';
import { inputClass } from './field-styles';

const moves = [
  { direction: 'up', step: -1, label: 'brands:colors.moveUp', Icon: ArrowUp },
  { direction: 'down', step: 1, label: 'brands:colors.moveDown', Icon: ArrowDown },
] as const;

/**
 * The brand's colours in order, primary first. Reordering is by buttons (keyboard and screen
 * readers) and the move is announced; a colour is added with the picker or typed as a hex code.
 */
export function ColorList({ colors, onChange }: { colors: string[]; onChange: (colors: string[]) => void }) {
  const { t } = useT();
  const hexId = useId();
  const [picked, setPicked] = useState('#4f46e5');
  const [hex, setHex] = useState('#4f46e5');
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const add = () => {
    const color = normalizeHex(hex);
    if (!color) return setError(t('brands:colors.invalid'));
    if (colors.includes(color)) return setError(t('brands:colors.duplicate'));
    if (colors.length >= maxBrandColors) return setError(t('brands:colors.full', { count: maxBrandColors }));
    setError(null);
    onChange([...colors, color]);
  };
  const move = (from: number, to: number) => {
    const next = [...colors];
    const [color] = next.splice(from, 1);
    if (!color) return;
    next.splice(to, 0, color);
    onChange(next);
    setAnnouncement(t('brands:colors.moved', { color, position: to + 1 }));
    // Keep focus on the same control of the moved colour so repeated presses keep moving it.
    requestAnimationFrame(() => {
      const direction = to < from ? 'up' : 'down';
      const target = document.querySelector<HTMLButtonElement>(`[data-color-move="${color}-${direction}"]`);
      (target && !target.disabled
        ? target
        : document.querySelector<HTMLButtonElement>(`[data-color-remove="${color}"]`)
      )?.focus();
    });
  };

  return (
    <div className="flex flex-col gap-4">
      {colors.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('brands:colors.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-2" data-testid="color-list">
          {colors.map((color, index) => (
            <li
              key={color}
              className="flex items-center gap-3 rounded-xl border border-border bg-background p-2"
              data-testid="color-item"
            >
              <span
                aria-hidden
                className="size-9 shrink-0 rounded-lg border border-black/10 dark:border-white/15"
                style={{ backgroundColor: color }}
              />
              <span className="min-w-0 flex-1 font-mono text-sm">{color}</span>
              {index === 0 && (
                <span className="rounded-full bg-primary/10 px-2 py-0.5 font-medium text-primary text-xs">
                  {t('brands:colors.primary')}
                </span>
              )}
              <div className="flex shrink-0 items-center">
                {moves.map(({ direction, step, label, Icon }) => (
                  <Button
                    key={direction}
                    variant="ghost"
                    size="icon-sm"
                    aria-label={t(label, { color })}
                    data-color-move={`${color}-${direction}`}
                    disabled={colors[index + step] === undefined}
                    onClick={() => move(index, index + step)}
                  >
                    <Icon aria-hidden className="size-4" />
                  </Button>
                ))}
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={t('brands:colors.remove', { color })}
                  data-color-remove={color}
                  onClick={() => onChange(colors.filter((other) => other !== color))}
                >
                  <X aria-hidden className="size-4" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <label className="grid gap-1.5 font-medium text-sm">
          {t('brands:colors.picker')}
          <input
            type="color"
            value={picked}
            onChange={(event) => {
              setPicked(event.target.value);
              setHex(event.target.value);
              setError(null);
            }}
            className="h-10 w-14 cursor-pointer rounded-lg border border-input bg-background p-1"
          />
        </label>
        <div className="grid gap-1.5">
          <label htmlFor={hexId} className="font-medium text-sm">
            {t('brands:colors.hex')}
          </label>
          <input
            id={hexId}
            value={hex}
            onChange={(event) => {
              setHex(event.target.value);
              const color = normalizeHex(event.target.value);
              if (color) setPicked(color);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hexId}-error` : undefined}
            spellCheck={false}
            autoCapitalize="none"
            className={`${inputClass} w-32 font-mono`}
          />
        </div>
        <Button variant="outline" onClick={add}>
          <Plus aria-hidden className="size-4" />
          {t('brands:colors.add')}
        </Button>
      </div>
      {error && (
        <p id={`${hexId}-error`} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
