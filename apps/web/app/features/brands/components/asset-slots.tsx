import { brandAssetKinds, brandAssetVariants } from '@brandloom/shared/brands';
import { ImageOff, Trash2, Upload } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '~/components/ui/button';
import { useT } from '~/lib/i18n-context';
import type { DraftAsset } from '../brand-draft';
import { uploadLogo } from '../brands-queries';
import { useFileUpload } from '../hooks/use-file-upload';

const slots = brandAssetKinds.flatMap((kind) => brandAssetVariants.map((variant) => ({ kind, variant })));

/** Light and dark variants of the logo and the icon, each previewed on both backgrounds. */
export function AssetSlots({
  assets,
  onChange,
}: {
  assets: DraftAsset[];
  onChange: (assets: DraftAsset[]) => void;
}) {
  // Uploads finish later: each adds to the assets as they are then, not as they were when it started
  // (two slots uploading at once kept only the last).
  const latest = useRef(assets);
  latest.current = assets;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {slots.map(({ kind, variant }) => (
        <AssetSlot
          key={`${kind}-${variant}`}
          kind={kind}
          variant={variant}
          asset={assets.find((asset) => asset.kind === kind && asset.variant === variant)}
          onChange={(asset) =>
            onChange([
              ...latest.current.filter((other) => other.kind !== kind || other.variant !== variant),
              ...(asset ? [asset] : []),
            ])
          }
        />
      ))}
    </ul>
  );
}

function AssetSlot({
  kind,
  variant,
  asset,
  onChange,
}: {
  kind: DraftAsset['kind'];
  variant: DraftAsset['variant'];
  asset: DraftAsset | undefined;
  onChange: (asset: DraftAsset | null) => void;
}) {
  const { t } = useT();
  const label = t(`brands:assets.slots.${kind}-${variant}`);
  const logoFile = useFileUpload(uploadLogo, (stored) =>
    onChange({
      kind,
      variant,
      path: stored.path,
      url: stored.url,
      contentType: stored.contentType as DraftAsset['contentType'],
    }),
  );

  return (
    <li
      className="flex flex-col gap-2 rounded-xl border border-border bg-background p-3"
      data-testid={`asset-${kind}-${variant}`}
    >
      <span className="font-medium text-sm">{label}</span>
      <div
        role="img"
        aria-label={t('brands:assets.preview', { slot: label })}
        className="grid grid-cols-2 overflow-hidden rounded-lg border border-border"
      >
        {(['light', 'dark'] as const).map((background) => (
          <div
            key={background}
            title={t(background === 'light' ? 'brands:assets.onLight' : 'brands:assets.onDark')}
            data-testid={`asset-preview-${background}`}
            // Flex, not grid, so max-height is a share of the fixed height and the whole logo shows.
            className={`flex h-20 min-w-0 items-center justify-center p-3 ${background === 'light' ? 'bg-white' : 'bg-neutral-900'}`}
          >
            {asset ? (
              <img src={asset.url} alt="" className="max-h-full min-w-0 max-w-full object-contain" />
            ) : (
              <ImageOff
                aria-hidden
                className={`size-5 ${background === 'light' ? 'text-neutral-300' : 'text-neutral-600'}`}
              />
            )}
          </div>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={logoFile.uploading} onClick={logoFile.pick}>
          <Upload aria-hidden className="size-4" />
          {logoFile.uploading
            ? t('brands:assets.uploading')
            : asset
              ? t('brands:assets.replace')
              : t('brands:assets.upload')}
        </Button>
        {asset && (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            <Trash2 aria-hidden className="size-4" />
            {t('brands:assets.remove')}
          </Button>
        )}
        <input
          ref={logoFile.input}
          type="file"
          className="sr-only"
          tabIndex={-1}
          aria-label={label}
          accept=".png,.svg,.webp,image/png,image/svg+xml,image/webp"
          onChange={logoFile.onInputChange}
        />
      </div>
      {logoFile.error && (
        <p role="alert" className="text-destructive text-sm">
          {logoFile.error}
        </p>
      )}
    </li>
  );
}
