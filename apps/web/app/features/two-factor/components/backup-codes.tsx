import { Copy, Download, TriangleAlert } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { copyText } from '~/lib/copy-text';
import { formatDate } from '~/lib/format-date';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';

/** The backup codes just made, with copy and download, and the warning to keep them safe. */
export function BackupCodes({ codes, email }: { codes: string[]; email: string }) {
  const { t, language } = useT();

  const copy = async () => {
    const copied = await copyText(codes.join('\n'));
    toast(
      copied
        ? { title: t('twoFactor:backup.copied') }
        : { title: t('twoFactor:backup.copyFailed'), variant: 'destructive' },
    );
  };

  const download = () => {
    const text = [
      t('twoFactor:backup.fileHeading', { email }),
      t('twoFactor:backup.fileNote', { date: formatDate(new Date().toISOString(), language) }),
      '',
      ...codes,
      '',
    ].join('\n');
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'brandloom-backup-codes.txt';
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted-foreground text-sm">{t('twoFactor:backup.intro')}</p>
      <div
        role="note"
        className="flex gap-3 rounded-xl border border-amber-500/40 bg-amber-500/10 p-3.5 text-sm"
      >
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" />
        <div>
          <p className="font-medium">{t('twoFactor:backup.warningTitle')}</p>
          <p className="mt-0.5 text-muted-foreground">{t('twoFactor:backup.warning')}</p>
        </div>
      </div>
      <ul
        aria-label={t('twoFactor:backup.listLabel')}
        data-testid="backup-codes"
        className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl border border-border bg-muted/40 p-4 font-mono text-sm tracking-wide sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="select-all text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={copy}>
          <Copy aria-hidden className="size-4" />
          {t('twoFactor:backup.copy')}
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <Download aria-hidden className="size-4" />
          {t('twoFactor:backup.download')}
        </Button>
      </div>
    </div>
  );
}
