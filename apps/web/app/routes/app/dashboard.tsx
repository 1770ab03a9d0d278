import { ArrowRight, Link2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { appAreas } from '~/features/app-shell/app-areas';
import { appTitle } from '~/features/app-shell/app-meta';
import { toast } from '~/features/toast/hooks/use-toast';
import { copyText } from '~/lib/copy-text';
import { useT } from '~/lib/i18n-context';

export const meta = () => appTitle('app:nav.home');

export default function Welcome() {
  const { t } = useT();
  const copyLink = async () => {
    const copied = await copyText(window.location.href);
    toast(
      copied
        ? { title: t('app:welcome.copied'), description: t('app:welcome.copiedBody') }
        : {
            title: t('app:welcome.copyFailed'),
            description: t('app:welcome.copyFailedBody'),
            variant: 'destructive',
          },
    );
  };
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-8 sm:py-14">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-semibold text-3xl tracking-tight">{t('app:welcome.title')}</h1>
          <p className="mt-2 max-w-xl text-muted-foreground">{t('app:welcome.subtitle')}</p>
        </div>
        <Button variant="outline" onClick={copyLink} data-testid="copy-link">
          <Link2 aria-hidden className="size-4" />
          {t('app:welcome.share')}
        </Button>
      </div>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {appAreas.map(({ key, ready, icon: Icon }) => (
          <li key={key}>
            <Link
              to={`/app/${key}`}
              className="group flex h-full flex-col rounded-2xl border border-border bg-card p-5 transition-[border-color,box-shadow] hover:border-primary/40 hover:shadow-md"
            >
              <div className="flex items-center justify-between">
                <span className="grid size-10 place-items-center rounded-xl bg-primary/10 text-primary">
                  <Icon aria-hidden className="size-5" />
                </span>
                {!ready && (
                  <span className="rounded-full border border-border px-2 py-0.5 text-muted-foreground text-xs">
                    {t('app:welcome.soon')}
                  </span>
                )}
              </div>
              <h2 className="mt-4 font-semibold">{t(`app:nav.${key}`)}</h2>
              <p className="mt-1.5 flex-1 text-muted-foreground text-sm leading-relaxed">
                {t(`app:welcome.areas.${key}`)}
              </p>
              <ArrowRight
                aria-hidden
                className="mt-4 size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-primary"
              />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
