import { TriangleAlert } from 'lucide-react';
import { useT } from '~/lib/i18n-context';
import { type UploadSetup, useUploadSetup } from '../admin-queries';

type Notice = 'tableMissing' | 'bucketUnreachable' | 'bucketNotWritable' | 'checkFailed';

function noticesFor(setup: UploadSetup): Notice[] {
  const notices: Notice[] = [];
  if (!setup.table.exists) notices.push('tableMissing');
  if (!setup.bucket.reachable) notices.push('bucketUnreachable');
  else if (!setup.bucket.writable) notices.push('bucketNotWritable');
  return notices;
}

/**
 * Spec §2 admin setup notices: shown only when uploads cannot work (the table or the bucket is
 * missing or not writable), each with what to do about it.
 */
export function SetupNotices() {
  const { t } = useT();
  const setup = useUploadSetup();
  const notices: Notice[] = setup.isError ? ['checkFailed'] : setup.data ? noticesFor(setup.data) : [];

  if (notices.length === 0) return null;
  return (
    <section
      aria-label={t('admin:setup.label')}
      className="mt-6 flex flex-col gap-3"
      data-testid="setup-notices"
    >
      {notices.map((notice) => (
        <div
          key={notice}
          role="alert"
          className="flex gap-3 rounded-xl border border-amber-500/40 bg-amber-500/10 p-4 text-sm"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" />
          {notice === 'checkFailed' ? (
            <p className="font-medium">{t('admin:setup.checkFailed')}</p>
          ) : (
            <div>
              <p className="font-medium">{t(`admin:setup.${notice}.title`)}</p>
              <p className="mt-1 text-muted-foreground">{t(`admin:setup.${notice}.body`)}</p>
            </div>
          )}
        </div>
      ))}
    </section>
  );
}
