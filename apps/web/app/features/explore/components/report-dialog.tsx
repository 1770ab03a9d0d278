import {
  type ExploreReportReason,
  exploreReportReasons,
  exploreReportSchema,
} from '@brandloom/shared/explore';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '~/components/ui/alert-dialog';
import { Button } from '~/components/ui/button';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';
import { useSchemaForm } from '~/lib/use-schema-form';
import { useReportCreative } from '../explore-queries';

/** "Report": a reason and an optional note, sent to the admins' moderation queue. */
export function ReportDialog({ creativeId }: { creativeId: string }) {
  const { t } = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const report = useReportCreative(creativeId);
  const { form, formError, setFormError } = useSchemaForm(exploreReportSchema, {
    reason: 'spam' as ExploreReportReason,
    note: '',
  });
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await report.mutateAsync({
        reason: values.reason,
        ...(values.note?.trim() ? { note: values.note.trim() } : {}),
      });
      setOpen(false);
      form.reset();
      toast({ title: t('explore:reportSent') });
    } catch (error) {
      setFormError(error instanceof Error ? error.message : t('explore:reportFailed'));
    }
  });
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" onClick={() => setOpen(true)} data-testid="explore-report">
        <Flag className="size-4" aria-hidden />
        {t('explore:report')}
      </Button>
      <AlertDialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <AlertDialogTitle>{t('explore:reportTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('explore:reportIntro')}</AlertDialogDescription>
          <fieldset className="grid gap-2">
            <legend className="sr-only">{t('explore:reportTitle')}</legend>
            {exploreReportReasons.map((reason) => (
              <label key={reason} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  value={reason}
                  {...form.register('reason')}
                  data-testid={`report-reason-${reason}`}
                />
                {t(`explore:reasons.${reason}`)}
              </label>
            ))}
          </fieldset>
          <label htmlFor={`${id}-note`} className="grid gap-1 text-sm">
            {t('explore:reportNote')}
            <textarea
              id={`${id}-note`}
              rows={3}
              className="rounded-lg border border-input bg-background px-3 py-2 text-sm"
              {...form.register('note')}
            />
          </label>
          {formError && (
            <p role="alert" className="text-destructive text-sm">
              {formError}
            </p>
          )}
          <AlertDialogFooter>
            <AlertDialogCancel type="button">{t('explore:reportCancel')}</AlertDialogCancel>
            <Button type="submit" disabled={report.isPending} data-testid="explore-report-send">
              {t('explore:reportSend')}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
