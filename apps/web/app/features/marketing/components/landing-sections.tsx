import { lazy } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from '~/components/icons';
import { PrerenderedMarkup } from '~/components/prerendered-markup';
import { buttonVariants } from '~/components/ui/button-variants';
import { useT } from '~/lib/i18n-context';

// Drawn by the prerender; the browser loads it only when the home page is rendered client-side.
const CreativeMock = lazy(() =>
  import('./creative-mock').then((module) => ({ default: module.CreativeMock })),
);

export function Hero() {
  const { t, language } = useT();
  return (
    <section className="relative isolate overflow-hidden">
      <div aria-hidden className="landing-hero-glow absolute inset-0 -z-10" />
      <div aria-hidden className="landing-hero-grid absolute inset-0 -z-10" />
      <div className="mx-auto max-w-6xl px-4 pt-16 pb-20 sm:px-6 sm:pt-24">
        <div className="mx-auto max-w-3xl text-center">
          <Link
            to="/auth/signup"
            className="inline-flex items-center gap-2 rounded-full border border-border bg-background/70 py-1 pr-3 pl-1 font-medium text-muted-foreground text-xs shadow-sm backdrop-blur transition-colors hover:text-foreground sm:text-sm"
          >
            <span className="rounded-full bg-primary/10 px-2 py-0.5 font-semibold text-primary">
              {t('marketing:hero.badge')}
            </span>
            {t('marketing:hero.eyebrow')}
            <ArrowRight aria-hidden className="size-3.5" />
          </Link>
          <h1
            data-testid="hero-heading"
            className="mt-7 text-balance font-semibold text-[2.5rem] leading-[1.05] tracking-[-0.035em] sm:text-6xl lg:text-7xl"
          >
            {t('marketing:hero.title')}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-pretty text-lg text-muted-foreground leading-relaxed sm:text-xl">
            {t('marketing:hero.subtitle')}
          </p>
          <div className="mt-9 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link to="/auth/signup" className={`${buttonVariants({ size: 'lg' })} w-full sm:w-auto`}>
              {t('marketing:hero.cta')}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
            <a
              href="#how-it-works"
              className={`${buttonVariants({ variant: 'outline', size: 'lg' })} w-full sm:w-auto`}
            >
              {t('marketing:hero.secondary')}
            </a>
          </div>
          <p className="mt-4 text-muted-foreground text-sm">{t('marketing:hero.note')}</p>
        </div>
        <PrerenderedMarkup key={language} id="creative-mock" className="mt-16 sm:mt-20">
          <CreativeMock />
        </PrerenderedMarkup>
      </div>
    </section>
  );
}

export function ClosingCta() {
  const { t } = useT();
  return (
    <section className="mx-auto max-w-6xl px-4 py-24 sm:px-6">
      <div className="relative isolate overflow-hidden rounded-3xl bg-[#16122e] px-6 py-16 text-center text-white sm:px-16">
        <div aria-hidden className="landing-cta-glow absolute inset-0 -z-10" />
        <h2 className="mx-auto max-w-2xl text-balance font-semibold text-3xl tracking-tight sm:text-4xl">
          {t('marketing:cta.title')}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-white/70">{t('marketing:cta.body')}</p>
        <Link
          to="/auth/signup"
          className="mt-8 inline-flex h-11 items-center gap-2 rounded-lg bg-white px-5 font-medium text-[#16122e] text-[15px] transition-opacity hover:opacity-90 focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-[#16122e]"
        >
          {t('marketing:cta.button')}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
    </section>
  );
}
