import {
  type LayerElement,
  type PhotoCrop,
  type PhotoFilterName,
  type PhotoFilters,
  photoFilterLimits,
  photoFilterNames,
  photoZoomLimit,
} from '@brandloom/shared/layers';
import { RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { useT } from '~/lib/i18n-context';

/**
 * A photo layer's crop and filters in the editor's side panel (decision 0066): sliders with their
 * label and value, native range inputs (arrow keys, Page Up/Down, Home/End), each change one undo
 * step and one repaint by the server when the slider is let go; a reset back to the plain photo.
 */

type Photo = Extract<LayerElement, { kind: 'photo' }>;
export interface PhotoLook {
  crop?: PhotoCrop;
  filters?: PhotoFilters;
}

/** Where a photo with no known subject centres. */
const centre = { x: 0.5, y: 0.5 };

/** The filters without the ones at 0; none at all when every one is. */
function withFilter(filters: PhotoFilters | undefined, name: PhotoFilterName, value: number) {
  const next: PhotoFilters = { ...filters, [name]: value };
  if (value === 0) delete next[name];
  return Object.keys(next).length > 0 ? next : undefined;
}

export function PhotoPanel({
  element,
  focus = centre,
  onChange,
}: {
  element: Photo;
  /** Where the uncropped photo centres (its subject): a crop with nothing set starts there. */
  focus?: { x: number; y: number };
  onChange: (look: PhotoLook) => void;
}) {
  const { t, language } = useT();
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  const signedPercent = new Intl.NumberFormat(language, {
    style: 'percent',
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  });
  // Intl has no pixel unit (it throws a RangeError): a plain number and "px".
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const plainCrop: PhotoCrop = { ...focus, zoom: 1 };
  const crop = element.crop ?? plainCrop;
  const look = { crop: element.crop, filters: element.filters };
  const setCrop = (change: Partial<PhotoCrop>) => {
    const next = { ...crop, ...change };
    const plain = next.x === plainCrop.x && next.y === plainCrop.y && next.zoom === plainCrop.zoom;
    onChange({ ...look, crop: plain ? undefined : next });
  };
  const filterValue = (name: PhotoFilterName) => element.filters?.[name] ?? 0;

  return (
    <fieldset className="grid min-w-0 gap-3" data-testid="editor-photo-look">
      <legend className="mb-1 font-medium text-sm">{t('creatives:editor.photoLook')}</legend>
      {/* Crops a cut-out product cannot take: it is fitted whole into its box. */}
      {!element.cutout && (
        <>
          <Slider
            label={t('creatives:editor.zoom')}
            testId="editor-photo-zoom"
            value={crop.zoom * 100}
            min={100}
            max={photoZoomLimit * 100}
            step={5}
            format={(value) => percent.format(value / 100)}
            onCommit={(value) => setCrop({ zoom: value / 100 })}
          />
          {(['x', 'y'] as const).map((axis) => (
            <Slider
              key={axis}
              label={t(axis === 'x' ? 'creatives:editor.focusX' : 'creatives:editor.focusY')}
              testId={`editor-photo-focus-${axis}`}
              value={crop[axis] * 100}
              min={0}
              max={100}
              step={1}
              format={(value) => percent.format(value / 100)}
              onCommit={(value) => setCrop({ [axis]: value / 100 })}
            />
          ))}
        </>
      )}
      {photoFilterNames.map((name) => {
        const limits = photoFilterLimits[name];
        // Blur is a radius in canvas pixels; the others run from -100 % to +100 %.
        const isBlur = name === 'blur';
        const scale = isBlur ? 1 : 100;
        return (
          <Slider
            key={name}
            label={t(`creatives:editor.${name}`)}
            testId={`editor-photo-${name}`}
            value={filterValue(name) * scale}
            min={limits.min * scale}
            max={limits.max * scale}
            step={1}
            format={(value) => (isBlur ? `${number.format(value)} px` : signedPercent.format(value / 100))}
            onCommit={(value) =>
              onChange({ ...look, filters: withFilter(element.filters, name, value / scale) })
            }
          />
        );
      })}
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="justify-self-start"
        disabled={!element.crop && !element.filters}
        onClick={() => onChange({})}
        data-testid="editor-photo-reset"
      >
        <RotateCcw aria-hidden className="size-3.5" />
        {t('creatives:editor.resetPhoto')}
      </Button>
    </fieldset>
  );
}

/**
 * A labelled range input showing its value as it moves; the value is set (one undo step, one
 * repaint) when the pointer or the key is let go, or the slider loses focus.
 */
function Slider({
  label,
  testId,
  value,
  min,
  max,
  step,
  format,
  onCommit,
}: {
  label: string;
  testId: string;
  value: number;
  min: number;
  max: number;
  step: number;
  format: (value: number) => string;
  onCommit: (value: number) => void;
}) {
  const id = useId();
  const [moving, setMoving] = useState<number | null>(null);
  const shown = moving ?? value;
  const commit = () => {
    if (moving !== null && moving !== value) onCommit(moving);
    setMoving(null);
  };
  return (
    <div className="grid gap-1">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id} className="text-muted-foreground tabular-nums" data-testid={`${testId}-value`}>
          {format(shown)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={shown}
        aria-valuetext={format(shown)}
        onChange={(event) => setMoving(Number(event.target.value))}
        onPointerUp={commit}
        onKeyUp={commit}
        onBlur={commit}
        data-testid={testId}
        className="h-2 w-full cursor-pointer accent-[var(--primary)]"
      />
    </div>
  );
}
