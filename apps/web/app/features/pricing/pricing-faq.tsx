import { useT } from '~/lib/i18n-context';

const questions = ['credits', 'refill', 'upgrade', 'downgrade', 'cancel', 'failed', 'payment'] as const;

/**
 * Questions about credits and billing as an accordion of native disclosures: keyboard and
 * screen-reader support (expanded/collapsed) come with the element, and no script is needed.
 */
export function PricingFaq() {
  const { t } = useT();
  return (
    <div className="divide-y divide-border rounded-2xl border border-border bg-card">
      {questions.map((key) => (
        <details key={key} className="group px-5 sm:px-6" data-testid={`faq-${key}`}>
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
            {t(`pricing:faq.items.${key}.q`)}
            <svg
              aria-hidden
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              strokeLinecap="round"
              strokeLinejoin="round"
              className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
            >
              <path d="m6 9 6 6 6-6" />
            </svg>
          </summary>
          <p className="pb-5 text-muted-foreground text-sm leading-relaxed">
            {t(`pricing:faq.items.${key}.a`)}
          </p>
        </details>
      ))}
    </div>
  );
}
