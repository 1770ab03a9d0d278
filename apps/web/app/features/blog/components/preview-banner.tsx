import { previewFromStaging } from '../preview-mode';

/** Says that drafts are shown (preview mode) and offers the way out. Rendered only with preview data. */
export function PreviewBanner({ on, staging, exit }: { on: string; staging: string; exit: string }) {
  return (
    <div className="flex flex-wrap items-center justify-center gap-3 border-amber-500/30 border-b bg-amber-500/10 px-4 py-3 text-sm">
      <p>{previewFromStaging() ? staging : on}</p>
      <button type="button" onClick={() => import('../preview-activation').then(({ leavePreview }) => leavePreview())} className="font-medium underline underline-offset-4">
        {exit}
      </button>
    </div>
  );
}
