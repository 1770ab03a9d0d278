import { Hammer } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button-variants';
import { useT } from '~/lib/i18n-context';

export function ComingSoonPanel({ title }: { title: string }) {
  const { t } = useT();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-6 py-24 text-center">
      <span className="grid size-12 place-items-center rounded-2xl border border-border bg-muted text-primary">
        <Hammer aria-hidden className="size-5" />
      </span>
      <p className="mt-6 rounded-full bg-primary/10 px-2.5 py-0.5 font-medium text-primary text-xs">
        {t('app:comingSoon.badge')}
      </p>
      <h1 className="mt-3 font-semibold text-3xl tracking-tight">{title}</h1>
      <p className="mt-3 text-muted-foreground leading-relaxed">{t('app:comingSoon.body')}</p>
      <Link to="/app" className={`${buttonVariants({ variant: 'outline' })} mt-8`}>
        {t('app:comingSoon.back')}
      </Link>
    </div>
  );
}
