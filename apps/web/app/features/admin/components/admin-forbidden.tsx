import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button-variants';
import { useT } from '~/lib/i18n-context';

/** What a signed-in user without the admin role sees at /app/admin. */
export function AdminForbidden() {
  const { t } = useT();
  return (
    <section
      data-testid="admin-forbidden"
      className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center px-6 py-24 text-center"
    >
      <p
        aria-hidden
        className="bg-gradient-to-b from-foreground/25 to-foreground/5 bg-clip-text font-semibold text-8xl text-transparent tracking-tighter"
      >
        403
      </p>
      <h1
        className="mt-4 flex items-center gap-2 font-semibold text-2xl tracking-tight"
        data-testid="status-title"
      >
        <ShieldAlert aria-hidden className="size-6 text-muted-foreground" />
        {t('admin:forbidden.title')}
      </h1>
      <p className="mt-3 text-muted-foreground">{t('admin:forbidden.hint')}</p>
      <div className="mt-8">
        <Link to="/app" className={buttonVariants({ size: 'lg' })}>
          {t('admin:forbidden.back')}
        </Link>
      </div>
    </section>
  );
}
