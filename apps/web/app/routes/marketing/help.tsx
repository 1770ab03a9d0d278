import { isLanguage } from '@brandloom/shared/i18n/languages';
import { type SiteStrings, siteStrings } from '@brandloom/shared/site/site-strings';
import { data } from 'react-router';
import { ActivateOnInteraction } from '~/features/marketing/components/activate-on-interaction';
import { organizationLd, seoMeta } from '~/lib/page-meta.server';
import type { Route } from './+types/help';

// The form is prerendered; its code loads when a visitor first points at or focuses it (decision 0050).
const loadContactForm = () =>
  import('~/features/site/components/contact-form').then((module) => module.ContactForm);

/** Runs while prerendering: the page's texts go into its HTML, not into a script (decision 0047). */
export async function loader({ params }: Route.LoaderArgs) {
  const language = params.lang ?? 'en';
  if (!isLanguage(language)) throw data(null, { status: 404 });
  const { help, contact, meta } = siteStrings(language);
  return {
    help,
    contact,
    meta: seoMeta({
      title: meta.helpTitle,
      description: meta.helpDescription,
      language,
      path: '/help',
      jsonLd: [
        organizationLd(),
        {
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          inLanguage: language,
          mainEntity: Object.values(help.topics).flatMap((topic) =>
            questions(topic).map(({ question, answer }) => ({
              '@type': 'Question',
              name: question,
              acceptedAnswer: { '@type': 'Answer', text: answer },
            })),
          ),
        },
      ],
    }),
  };
}

/** An address no prerender made (e.g. /xx/help) is a 404. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return serverLoader().catch(() => {
    throw data(null, { status: 404 });
  });
}

type Topic = SiteStrings['help']['topics'][keyof SiteStrings['help']['topics']];

/** A topic's questions and answers in order: q1/a1, q2/a2, … */
function questions(topic: Topic): { question: string; answer: string }[] {
  const pairs = topic as unknown as Record<string, string>;
  return Object.keys(pairs)
    .filter((key) => key.startsWith('q'))
    .map((key) => ({ question: pairs[key] ?? '', answer: pairs[`a${key.slice(1)}`] ?? '' }));
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Help({ loaderData }: Route.ComponentProps) {
  const { help, contact } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 sm:py-24">
      <p className="font-medium text-primary text-sm">{help.eyebrow}</p>
      <h1 className="mt-2 font-semibold text-4xl tracking-tight sm:text-5xl">{help.title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{help.subtitle}</p>
      <nav aria-label={help.title} className="mt-8 flex flex-wrap gap-2">
        {Object.entries(help.topics).map(([key, topic]) => (
          <a
            key={key}
            href={`#${key}`}
            className="rounded-full border border-border px-3 py-1 text-sm transition-colors hover:bg-muted"
          >
            {topic.title}
          </a>
        ))}
        <a
          href="#contact"
          className="rounded-full border border-border px-3 py-1 text-sm transition-colors hover:bg-muted"
        >
          {contact.title}
        </a>
      </nav>
      <div className="mt-12 space-y-12">
        {Object.entries(help.topics).map(([key, topic]) => (
          <section key={key} id={key} aria-labelledby={`${key}-title`} className="scroll-mt-24">
            <h2 id={`${key}-title`} className="font-semibold text-2xl tracking-tight">
              {topic.title}
            </h2>
            <div className="mt-4 divide-y divide-border rounded-xl border border-border">
              {questions(topic).map(({ question, answer }) => (
                // Native disclosure: opens with Enter or Space, announced as expandable, no script needed.
                <details
                  key={question}
                  className="group px-5 py-4 [&_summary::-webkit-details-marker]:hidden"
                >
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded font-medium">
                    {question}
                    <span
                      aria-hidden
                      className="text-muted-foreground transition-transform group-open:rotate-45"
                    >
                      +
                    </span>
                  </summary>
                  <p className="mt-3 text-muted-foreground leading-relaxed">{answer}</p>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
      <section
        id="contact"
        aria-labelledby="contact-title"
        className="mt-16 scroll-mt-24 border-border border-t pt-12"
      >
        <h2 id="contact-title" className="font-semibold text-2xl tracking-tight">
          {contact.title}
        </h2>
        <p className="mt-2 text-muted-foreground">{contact.intro}</p>
        <ActivateOnInteraction
          id="contact-form"
          className="mt-8"
          load={loadContactForm}
          props={{ strings: contact }}
        />
      </section>
    </div>
  );
}
