import type { SiteStrings } from '@brandloom/shared/site/site-strings';
import { leavePreview } from '../preview-activation';
import { previewFromStaging } from '../preview-mode';

/**
 * Says that drafts are shown (preview mode) and offers the way out. Loaded by the blog layout only
 * when a page's data came from the preview API, so it costs readers nothing.
 */
export default function PreviewBanner({ strings }: { strings: SiteStrings['blog'] }) {
  return (
    <div className="flex flex-wrap items-center justify-center gap-3 border-amber-500/30 border-b bg-amber-500/10 px-4 py-3 text-sm">
      <p>{previewFromStaging() ? strings.previewStaging : strings.previewOn}</p>
      <button type="button" onClick={leavePreview} className="font-medium underline underline-offset-4">
        {strings.previewExit}
      </button>
    </div>
  );
}
