import { PenLine } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '~/components/ui/button';

import { useT } from '~/lib/i18n-context';
import type { Creative } from './editor-queries';

// The editor (and konva with it) is loaded when opened, never with a page.
const EditorDialog = lazy(() =>
  import('./editor-dialog').then((module) => ({ default: module.EditorDialog })),
);

/** Opens the image editor for a finished image with layers; nothing for any other creative. */
export function EditButton({
  creative,
  labelled = false,
  onSaved,
}: {
  creative: { id: string; mode: string; status: string; hasLayers: boolean };
  labelled?: boolean;
  onSaved?: (creative: Creative) => void;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  if (creative.mode !== 'image' || creative.status !== 'completed' || !creative.hasLayers) return null;
  return (
    <>
      <Button
        size={labelled ? 'sm' : 'icon-sm'}
        variant={labelled ? 'outline' : 'ghost'}
        onClick={() => setOpen(true)}
        aria-label={labelled ? undefined : t('creatives:editor.open')}
        title={labelled ? undefined : t('creatives:editor.open')}
        aria-haspopup="dialog"
        data-testid="creative-edit"
      >
        <PenLine aria-hidden className="size-4" />
        {labelled && t('creatives:editor.open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <EditorDialog creativeId={creative.id} open={open} onOpenChange={setOpen} onSaved={onSaved} />
        </Suspense>
      )}
    </>
  );
}
