import { Check } from '~/components/icons';
import { useT } from '~/lib/i18n-context';
import { Sparkles } from './illustration-icons';

/** A drawn (no images) preview of the studio: a prompt, the brand kit, and three finished ads. */
export function CreativeMock() {
  const { t } = useT();
  return (
    <figure
      aria-label={t('marketing:mock.label')}
      className="relative mx-auto w-full max-w-5xl rounded-2xl border border-border/80 bg-card/70 p-2 shadow-2xl shadow-primary/10 ring-1 ring-black/[0.03] backdrop-blur dark:shadow-black/40"
    >
      <div className="overflow-hidden rounded-xl border border-border/70 bg-background">
        <div className="flex items-center gap-1.5 border-border/70 border-b px-4 py-2.5">
          <span className="size-2.5 rounded-full bg-foreground/15" />
          <span className="size-2.5 rounded-full bg-foreground/15" />
          <span className="size-2.5 rounded-full bg-foreground/15" />
        </div>
        <div className="grid gap-4 p-4 sm:p-5 lg:grid-cols-[minmax(0,17rem)_1fr]">
          <div className="flex flex-col gap-3">
            <div className="rounded-xl border border-border bg-muted/50 p-3.5">
              <p className="font-medium text-[11px] text-muted-foreground uppercase tracking-wider">
                {t('marketing:mock.promptLabel')}
              </p>
              <p className="mt-1.5 text-sm leading-relaxed">{t('marketing:mock.prompt')}</p>
            </div>
            <div className="rounded-xl border border-border p-3.5">
              <div className="flex items-center gap-2">
                <span className="size-6 rounded-full bg-[#ff6a3d] ring-2 ring-background" />
                <span className="-ml-3 size-6 rounded-full bg-[#ffd166] ring-2 ring-background" />
                <span className="-ml-3 size-6 rounded-full bg-[#0f4c5c] ring-2 ring-background" />
                <span className="-ml-3 size-6 rounded-full bg-[#fff4e6] ring-2 ring-background" />
                <span
                  aria-hidden
                  className="ml-1 rounded-md border border-border px-1.5 py-0.5 font-serif text-xs italic"
                >
                  Aa
                </span>
                <BrandMark className="ml-auto size-6 text-[#0f4c5c] dark:text-[#ffd166]" />
              </div>
              <p className="mt-3 flex items-center gap-1.5 font-medium text-emerald-600 text-xs dark:text-emerald-400">
                <Check aria-hidden className="size-3.5" />
                {t('marketing:mock.brandKit')}
              </p>
            </div>
            <p className="flex items-center gap-1.5 px-1 font-medium text-muted-foreground text-xs">
              <Sparkles aria-hidden className="size-3.5 text-primary" />
              {t('marketing:mock.ready')}
            </p>
          </div>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_0.72fr_1.2fr] sm:items-start">
            <AdCard format={t('marketing:mock.square')} className="aspect-square bg-[#ff6a3d] text-[#fff4e6]">
              <div className="absolute -right-6 -bottom-8 size-32 rounded-full bg-[#ffd166]/90" />
              <Can className="absolute right-[14%] bottom-[12%] h-[52%]" />
              <AdCopy headline={t('marketing:mock.headline1')} cta={t('marketing:mock.cta1')} />
            </AdCard>
            <AdCard
              format={t('marketing:mock.portrait')}
              className="row-span-2 aspect-[2/3] bg-[#0f4c5c] text-[#fff4e6] sm:row-span-1"
            >
              <div className="absolute top-[52%] left-1/2 size-[78%] -translate-x-1/2 rounded-full bg-[#ffd166]" />
              <Can className="absolute bottom-[6%] left-1/2 h-[36%] -translate-x-1/2" />
              <AdCopy headline={t('marketing:mock.headline2')} cta={t('marketing:mock.cta2')} top />
            </AdCard>
            <AdCard
              format={t('marketing:mock.landscape')}
              className="aspect-[3/2] bg-[#fff4e6] text-[#0f4c5c]"
            >
              <div className="absolute inset-y-0 right-0 w-[42%] bg-[#ffd166]" />
              <Can className="absolute right-[22%] bottom-[10%] h-[64%]" />
              <Can className="absolute right-[6%] bottom-[10%] h-[52%] opacity-90" />
              <AdCopy headline={t('marketing:mock.headline3')} cta={t('marketing:mock.cta3')} dark />
            </AdCard>
          </div>
        </div>
      </div>
    </figure>
  );
}

function AdCard({
  format,
  className,
  children,
}: {
  format: string;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className={`relative overflow-hidden rounded-lg shadow-sm ring-1 ring-black/5 ${className}`}>
        {children}
      </div>
      <span className="font-medium text-[11px] text-muted-foreground">{format}</span>
    </div>
  );
}

function AdCopy({
  headline,
  cta,
  dark,
  top,
}: {
  headline: string;
  cta: string;
  dark?: boolean;
  top?: boolean;
}) {
  return (
    <div
      className={`relative flex h-full flex-col items-start p-[8%] ${top ? 'max-w-[88%]' : 'max-w-[62%]'}`}
    >
      <BrandMark className="size-[clamp(0.9rem,1.6vw,1.25rem)]" />
      <p
        className={`${top ? 'mt-[12%]' : 'mt-auto'} font-bold text-[clamp(0.7rem,1.45vw,1.05rem)] leading-[1.1] tracking-tight`}
      >
        {headline}
      </p>
      <span
        className={`mt-[8%] rounded-full px-[0.7em] py-[0.3em] font-semibold text-[clamp(0.5rem,0.85vw,0.68rem)] ${
          dark ? 'bg-[#0f4c5c] text-[#fff4e6]' : 'bg-[#fff4e6] text-[#0f4c5c]'
        }`}
      >
        {cta}
      </span>
    </div>
  );
}

/** The example brand's logo: a drawn mark so the mock needs no image files. */
function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className={className}>
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path d="M7 14c2.5-5 7.5-5 10 0" stroke="#ff6a3d" strokeWidth="2.4" fill="none" strokeLinecap="round" />
    </svg>
  );
}

function Can({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 80" aria-hidden className={className}>
      <rect x="2" y="4" width="36" height="74" rx="7" fill="#fff4e6" />
      <rect x="2" y="4" width="36" height="10" rx="5" fill="#d9cbb8" />
      <rect x="2" y="30" width="36" height="26" fill="#0f4c5c" />
      <circle cx="20" cy="43" r="7" fill="#ffd166" />
      <rect x="28" y="14" width="4" height="62" rx="2" fill="#ffffff" opacity="0.45" />
    </svg>
  );
}
