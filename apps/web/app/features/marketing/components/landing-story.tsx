import { useT } from '~/lib/i18n-context';
import { Clapperboard, LayoutGrid, MessageSquareText, Palette } from './illustration-icons';

/**
 * The landing's features and steps: no links, nothing to click, so the home page keeps them as
 * prerendered markup (PrerenderedMarkup) and this module loads only for client-side renders.
 */
export default function LandingStory() {
  return (
    <>
      <Features />
      <Steps />
    </>
  );
}

const features = [
  { key: 'brand', icon: Palette },
  { key: 'chat', icon: MessageSquareText },
  { key: 'formats', icon: LayoutGrid },
  { key: 'video', icon: Clapperboard },
] as const;

function Features() {
  const { t } = useT();
  return (
    <section id="features" className="scroll-mt-20 border-border/60 border-t">
      <div className="mx-auto max-w-6xl px-4 py-24 sm:px-6">
        <SectionHeading title={t('marketing:features.title')} subtitle={t('marketing:features.subtitle')} />
        <ul className="mt-14 grid gap-px overflow-hidden rounded-2xl border border-border bg-border sm:grid-cols-2">
          {features.map(({ key, icon: Icon }) => (
            <li key={key} className="bg-background p-7 sm:p-8">
              <span className="grid size-10 place-items-center rounded-lg border border-border bg-muted/60 text-primary">
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="mt-5 font-semibold text-lg tracking-tight">
                {t(`marketing:features.${key}.title`)}
              </h3>
              <p className="mt-2 text-muted-foreground leading-relaxed">
                {t(`marketing:features.${key}.body`)}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Steps() {
  const { t } = useT();
  return (
    <section id="how-it-works" className="scroll-mt-20 bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-24 sm:px-6">
        <SectionHeading title={t('marketing:steps.title')} />
        <ol className="mt-14 grid gap-8 md:grid-cols-3">
          {(['one', 'two', 'three'] as const).map((step, index) => (
            <li key={step} className="relative rounded-2xl border border-border bg-background p-7">
              <span className="font-mono font-semibold text-primary text-sm">0{index + 1}</span>
              <h3 className="mt-3 font-semibold text-lg tracking-tight">
                {t(`marketing:steps.${step}.title`)}
              </h3>
              <p className="mt-2 text-muted-foreground leading-relaxed">
                {t(`marketing:steps.${step}.body`)}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function SectionHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 className="text-balance font-semibold text-3xl tracking-tight sm:text-4xl">{title}</h2>
      {subtitle && <p className="mt-4 text-pretty text-lg text-muted-foreground">{subtitle}</p>}
    </div>
  );
}
