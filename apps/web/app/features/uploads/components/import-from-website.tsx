import { Globe } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '~/components/ui/button';
import { useT } from '~/lib/i18n-context';

// The sheet's form brings react-hook-form and zod: fetched when the button is pointed at or
// focused, so the uploads page itself does not load them (decision 0005, app shell budget).
const loadSheet = () => import('./website-import-sheet');
const WebsiteImportSheet = lazy(() => loadSheet().then((module) => ({ default: module.WebsiteImportSheet })));

/** The uploads page's "Import from website" button and, once opened, its sheet. */
export function ImportFromWebsite() {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  // A failed early fetch is retried, and reported, when the sheet is opened.
  const preload = () => void loadSheet().catch(() => undefined);
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        data-testid="import-from-website"
      >
        <Globe aria-hidden className="size-4" />
        {t('uploads:import.open')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <WebsiteImportSheet open={open} setOpen={setOpen} />
        </Suspense>
      )}
    </>
  );
}
