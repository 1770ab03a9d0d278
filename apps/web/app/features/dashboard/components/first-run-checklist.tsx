import { Check, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { buttonVariants } from '~/components/ui/button-variants';
import type { Schemas } from '~/lib/api';
import { useT } from '~/lib/i18n-context';

type OnboardingProgress = Schemas['OnboardingProgress'];

const steps = [
  { key: 'brand', done: (progress: OnboardingProgress) => progress.brandCreated, to: '/app/brands/new' },
  { key: 'creative', done: (progress: OnboardingProgress) => progress.creativeGenerated, to: '/app/create' },
  { key: 'upload', done: (progress: OnboardingProgress) => progress.imageUploaded, to: '/app/uploads' },
] as const;
const optionalSteps = new Set<string>(['upload']);

/** Done once every step that is not optional is: a brand and a first completed creative. */
export const isChecklistComplete = (progress: OnboardingProgress) =>
  steps.every((step) => optionalSteps.has(step.key) || step.done(progress));

/** The first-run checklist: each step ticked from the user's own data, with the way to do it. */
export function FirstRunChecklist({
  progress,
  onHide,
}: {
  progress: OnboardingProgress;
  onHide: () => void;
}) {
  const { t } = useT();
  const doneCount = steps.filter((step) => step.done(progress)).length;
  return (
    <section
      aria-labelledby="dashboard-checklist"
      className="rounded-2xl border border-primary/25 bg-primary/[0.04] p-4 sm:p-5"
      data-testid="dashboard-checklist"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id="dashboard-checklist" className="font-semibold">
            {t('dashboard:checklist.title')}
          </h2>
          <p className="mt-0.5 text-muted-foreground text-sm" data-testid="dashboard-checklist-progress">
            {isChecklistComplete(progress)
              ? t('dashboard:checklist.allDone')
              : t('dashboard:checklist.progress', { done: doneCount, total: steps.length })}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={onHide}
          aria-label={t('dashboard:checklist.hide')}
          title={t('dashboard:checklist.hide')}
          data-testid="dashboard-checklist-hide"
        >
          <X aria-hidden className="size-4" />
        </Button>
      </div>
      <ol className="mt-4 grid gap-3 md:grid-cols-3">
        {steps.map((step) => {
          const done = step.done(progress);
          return (
            <li
              key={step.key}
              data-testid={`checklist-${step.key}`}
              data-done={done}
              className="flex gap-3 rounded-xl border border-border bg-card p-3"
            >
              <span
                className={`mt-0.5 grid size-6 shrink-0 place-items-center rounded-full border ${
                  done
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-border text-transparent'
                }`}
              >
                <Check aria-hidden className="size-3.5" />
                <span className="sr-only">
                  {done ? t('dashboard:checklist.done') : t('dashboard:checklist.todo')}
                </span>
              </span>
              <div className="flex min-w-0 flex-1 flex-col items-start gap-2">
                <div>
                  <p className={`font-medium text-sm ${done ? 'text-muted-foreground' : ''}`}>
                    {t(`dashboard:checklist.steps.${step.key}.title`)}
                    {optionalSteps.has(step.key) && (
                      <span className="ml-2 rounded-full border border-border px-1.5 py-0.5 font-normal text-muted-foreground text-xs">
                        {t('dashboard:checklist.optional')}
                      </span>
                    )}
                  </p>
                  <p className="mt-0.5 text-muted-foreground text-xs">
                    {t(`dashboard:checklist.steps.${step.key}.body`)}
                  </p>
                </div>
                {!done && (
                  <Link to={step.to} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                    {t(`dashboard:checklist.steps.${step.key}.action`)}
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
