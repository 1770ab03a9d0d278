import { isHexColor, maxStyleColors } from '@brandloom/shared/styles';
import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '~/components/ui/button';
import { useT } from '~/lib/i18n-context';

const newColor = '#6366f1';

/**
 * Ordered colours, each with a native colour picker and its hex value (either one edits it).
 * `errors` holds a message per position.
 */
export function ColorListField({
  colors,
  onChange,
  errors,
}: {
  colors: string[];
  onChange: (colors: string[]) => void;
  errors: Record<number, string>;
}) {
  const { t } = useT();
  const id = useId();
  const setAt = (index: number, value: string) =>
    onChange(colors.map((color, i) => (i === index ? value : color)));

  return (
    <fieldset className="flex flex-col gap-2" data-testid="style-colors">
      <legend className="font-medium text-sm">{t('styles:form.colors')}</legend>
      <p id={`${id}-hint`} className="-mt-1 text-muted-foreground text-xs">
        {t('styles:form.colorsHint')}
      </p>
      <ol className="flex flex-col gap-2">
        {colors.map((color, index) => {
          const position = index + 1;
          const error = errors[index];
          return (
            // Positions are the identity here: colours are ordered and may repeat.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>
              <div className="flex items-center gap-2">
                <input
                  type="color"
                  value={isHexColor(color) ? color.toLowerCase() : '#000000'}
                  onChange={(event) => setAt(index, event.target.value)}
                  aria-label={t('styles:form.colorPicker', { index: position })}
                  className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-input bg-background p-1"
                />
                <input
                  type="text"
                  value={color}
                  onChange={(event) => setAt(index, event.target.value.trim())}
                  aria-label={t('styles:form.colorHex', { index: position })}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error-${index}` : `${id}-hint`}
                  spellCheck={false}
                  autoCapitalize="none"
                  maxLength={7}
                  className="h-10 w-32 rounded-lg border border-input bg-background px-3 font-mono text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 aria-invalid:border-destructive"
                />
                <Button
                  variant="ghost"
                  size="icon-sm"
                  onClick={() => onChange(colors.filter((_, i) => i !== index))}
                  aria-label={t('styles:form.removeColor', { index: position })}
                >
                  <X aria-hidden className="size-4" />
                </Button>
              </div>
              {error && (
                <p id={`${id}-error-${index}`} className="mt-1 text-destructive text-sm">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange([...colors, newColor])}
          disabled={colors.length >= maxStyleColors}
        >
          <Plus aria-hidden className="size-4" />
          {t('styles:form.addColor')}
        </Button>
      </div>
    </fieldset>
  );
}
