import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { useT } from '~/lib/i18n-context';

/** Spec §2 "Page x of y", with Previous and Next (disabled at the ends). */
export function TemplatePagination({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const { t } = useT();
  return (
    <nav aria-label={t('templates:pagination.label')} className="flex items-center justify-between gap-3">
      <Button
        variant="outline"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        data-testid="template-page-previous"
      >
        <ChevronLeft aria-hidden className="size-4" />
        {t('templates:pagination.previous')}
      </Button>
      <p
        className="text-muted-foreground text-sm tabular-nums"
        aria-live="polite"
        data-testid="template-page"
      >
        {t('templates:pagination.page', { page, pageCount: Math.max(1, pageCount) })}
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
        data-testid="template-page-next"
      >
        {t('templates:pagination.next')}
        <ChevronRight aria-hidden className="size-4" />
      </Button>
    </nav>
  );
}
