import { Copy, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { toast } from '~/features/toast/hooks/use-toast';
import { copyText } from '~/lib/copy-text';
import type { Creative } from '../create-api';

/** The box a creative's thumbnail fills, by its ratio. */
export const creativeAspectClass: Readonly<Record<string, string>> = {
  '1:1': 'aspect-square',
  '2:3': 'aspect-[2/3]',
  '3:2': 'aspect-[3/2]',
  '16:9': 'aspect-video',
  '9:16': 'aspect-[9/16]',
};

/** Copies the creative's prompt, with a toast saying whether it worked. */
export function CopyPromptButton({ prompt }: { prompt: string }) {
  const { t } = useTranslation();
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

/** Downloads the creative's image, or a video's MP4; nothing while it has none. */
export function DownloadLink({ creative }: { creative: Creative }) {
  const { t } = useTranslation();
  const href = creative.videoUrl ? `${creative.videoUrl}?download=true` : creative.imageUrl;
  if (!href) return null;
  const label = creative.videoUrl ? t('video:download') : t('create:creative.download');
  return (
    <a
      href={href}
      download
      aria-label={label}
      title={label}
      data-testid="creative-download"
      className="inline-flex size-8 items-center justify-center rounded-lg hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <Download aria-hidden className="size-4" />
    </a>
  );
}
