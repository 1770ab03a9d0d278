import { brandFontExtensions, brandFontRoles, maxBrandFonts } from '@brandloom/shared/brands';
import { catalogFontUrl } from '@brandloom/shared/font-catalog';
import { Plus, Upload, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { useT } from '~/lib/i18n-context';
import type { DraftFont } from '../brand-draft';
import { uploadFont } from '../brands-queries';
import { useFileUpload } from '../hooks/use-file-upload';
import { FontPickerDialog } from './font-picker-dialog';
import { FontPreview } from './font-preview';

const selectClass =
  'h-9 rounded-lg border border-input bg-background px-2 text-sm outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25';

const fontKey = (font: DraftFont) => (font.source === 'catalog' ? font.fontId : font.path);
const previewUrl = (font: DraftFont) =>
  font.source === 'catalog' ? catalogFontUrl(font.fontId, 400) : font.url;

/** The brand's fonts with their roles; more come from the catalogue or an uploaded file. */
export function FontList({
  fonts,
  onChange,
}: {
  fonts: DraftFont[];
  onChange: (fonts: DraftFont[]) => void;
}) {
  const { t } = useT();
  const [picking, setPicking] = useState(false);
  const full = fonts.length >= maxBrandFonts;
  const nextRole = fonts.some((font) => font.role === 'heading') ? 'body' : 'heading';
  const fontFile = useFileUpload(uploadFont, (stored) =>
    onChange([
      ...fonts,
      { source: 'upload', path: stored.path, family: stored.family, role: nextRole, url: stored.url },
    ]),
  );

  return (
    <div className="flex flex-col gap-4">
      {fonts.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('brands:fonts.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="font-list">
          {fonts.map((font, index) => (
            <li
              key={fontKey(font)}
              className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-background p-3"
              data-testid="font-item"
            >
              <div className="min-w-0 flex-1">
                <FontPreview url={previewUrl(font)} className="block truncate text-xl">
                  {font.family}
                </FontPreview>
                {font.source === 'upload' && (
                  <span className="text-muted-foreground text-xs">{t('brands:fonts.uploaded')}</span>
                )}
              </div>
              <select
                aria-label={t('brands:fonts.role', { family: font.family })}
                value={font.role}
                onChange={(event) =>
                  onChange(
                    fonts.map((other, at) =>
                      at === index ? { ...other, role: event.target.value as DraftFont['role'] } : other,
                    ),
                  )
                }
                className={selectClass}
              >
                {brandFontRoles.map((role) => (
                  <option key={role} value={role}>
                    {t(`brands:fonts.roles.${role}`)}
                  </option>
                ))}
              </select>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={t('brands:fonts.remove', { family: font.family })}
                onClick={() => onChange(fonts.filter((_, at) => at !== index))}
              >
                <X aria-hidden className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={full} onClick={() => setPicking(true)}>
          <Plus aria-hidden className="size-4" />
          {t('brands:fonts.add')}
        </Button>
        <Button variant="outline" disabled={full || fontFile.uploading} onClick={fontFile.pick}>
          <Upload aria-hidden className="size-4" />
          {fontFile.uploading ? t('brands:fonts.uploading') : t('brands:fonts.upload')}
        </Button>
        <input
          ref={fontFile.input}
          type="file"
          className="sr-only"
          tabIndex={-1}
          aria-label={t('brands:fonts.upload')}
          accept={brandFontExtensions.map((extension) => `.${extension}`).join(',')}
          onChange={fontFile.onInputChange}
        />
      </div>
      <p className="text-muted-foreground text-xs">
        {full ? t('brands:fonts.full', { count: maxBrandFonts }) : t('brands:fonts.uploadHint')}
      </p>
      {fontFile.error && (
        <p role="alert" className="text-destructive text-sm">
          {fontFile.error}
        </p>
      )}
      <FontPickerDialog
        open={picking}
        onOpenChange={setPicking}
        chosenIds={fonts.flatMap((font) => (font.source === 'catalog' ? [font.fontId] : []))}
        onPick={(font) => {
          onChange([
            ...fonts,
            { source: 'catalog', fontId: font.id, family: font.family, role: nextRole, url: null },
          ]);
          setPicking(false);
        }}
      />
    </div>
  );
}
