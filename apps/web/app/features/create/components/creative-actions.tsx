import { Copy, Download } from 'lucide-react';
import { type CSSProperties, lazy, Suspense, useState } from 'react';
import { Button } from '~/components/ui/button';
import { copyText } from '~/lib/copy-text';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';
import type { CreativeListItem } from '../create-queries';

// Loaded when opened: pages that only list creatives (the dashboard) do not load Radix's dialog stack.
const DownloadDialog = lazy(() =>
  import('./download-dialog').then((module) => ({ default: module.DownloadDialog })),
);

const aspectClasses: Readonly<Record<string, string>> = {
  '1:1': 'aspect-square',
  '2:3': 'aspect-[2/3]',
  '3:2': 'aspect-[3/2]',
  '16:9': 'aspect-video',
  '9:16': 'aspect-[9/16]',
};

/**
 * The box a creative's thumbnail fills: by its ratio, or for a placement's own size (a 728×90
 * banner) where no ratio class fits, by its pixel size; square while neither is known.
 */
export function creativeFrame(creative: { ratio: string; width?: number | null; height?: number | null }): {
  className: string;
  style?: CSSProperties;
} {
  const className = aspectClasses[creative.ratio];
  if (className) return { className };
  if (creative.width && creative.height)
    return { className: '', style: { aspectRatio: `${creative.width} / ${creative.height}` } };
  return { className: 'aspect-square' };
}

/** Copies the creative's prompt, with a toast saying whether it worked. */
export function CopyPromptButton({ prompt }: { prompt: string }) {
  const { t } = useT();
  const copy = async () => {
    const copied = await copyText(prompt);
    toast(
      copied
        ? { title: t('create:creative.copied') }
        : { title: t('create:creative.copyFailed'), variant: 'destructive' },
    );
  };
  return (
    <Button
      size="icon-sm"
      variant="ghost"
      onClick={copy}
      aria-label={t('create:creative.copyPrompt')}
      title={t('create:creative.copyPrompt')}
    >
      <Copy aria-hidden className="size-4" />
    </Button>
  );
}

/** Opens the download dialog; nothing while there is nothing to download. */
export function DownloadButton({
  creative,
  labelled = false,
}: {
  creative: CreativeListItem;
  labelled?: boolean;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  if (creative.status !== 'completed' || (creative.mode === 'image' && !creative.imageUrl)) return null;
  return (
    <>
      <Button
        size={labelled ? 'sm' : 'icon-sm'}
        variant={labelled ? 'outline' : 'ghost'}
        onClick={() => setOpen(true)}
        aria-label={labelled ? undefined : t('creatives:download.open')}
        title={labelled ? undefined : t('creatives:download.open')}
        aria-haspopup="dialog"
        data-testid="creative-download"
      >
        <Download aria-hidden className="size-4" />
        {labelled && t('creatives:download.open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <DownloadDialog creative={creative} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
