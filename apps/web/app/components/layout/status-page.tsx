import { Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button-variants';
import { useT } from '~/lib/i18n-context';

/** The 404 page body: used by the catch-all route, unknown /:lang and blog slugs, and the root boundary. */
export function NotFound({ path }: { path: string }) {
  const { t } = useT();
  return (
    <StatusPage
      code="404"
      title={t('status.notFound', { path })}
      hint={t('status.notFoundHint')}
      action={
        <Link to="/" className={buttonVariants({ size: 'lg' })}>
          {t('status.backHome')}
        </Link>
      }
    />
  );
}

export function InternalError() {
  const { t } = useT();
  return (
    <StatusPage
      code="500"
      title={t('status.internal')}
      hint={t('status.internalHint')}
      action={
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={buttonVariants({ size: 'lg' })}
        >
          {t('status.reload')}
        </button>
      }
    />
  );
}

function StatusPage({
  code,
  title,
  hint,
  action,
}: {
  code: string;
  title: string;
  hint: string;
  action: React.ReactNode;
}) {
  return (
    <section className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center px-6 py-24 text-center">
      <p
        aria-hidden
        className="bg-gradient-to-b from-foreground/25 to-foreground/5 bg-clip-text font-semibold text-8xl text-transparent tracking-tighter"
      >
        {code}
      </p>
      <h1 className="mt-4 break-all font-semibold text-2xl tracking-tight" data-testid="status-title">
        {title}
      </h1>
      <p className="mt-3 text-muted-foreground">{hint}</p>
      <div className="mt-8">{action}</div>
    </section>
  );
}
