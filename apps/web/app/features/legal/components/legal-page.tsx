import { formatDate } from '~/lib/format-date';
import { useT } from '~/lib/i18n-context';
import { type LegalDocument, legalUpdatedAt, privacy, terms } from './legal-documents';

const documents = { terms, privacy } satisfies Record<string, LegalDocument>;

/**
 * A legal text. Words only: the routes keep the prerendered page as markup (PrerenderedMarkup), so
 * this module and both texts load only when the page is rendered client-side (decision 0050).
 */
export default function LegalPage({ name }: { name: keyof typeof documents }) {
  const document = documents[name];
  const { t, language } = useT();
  const Body = document.body;
  return (
    <article className="mx-auto max-w-[68ch] px-4 py-14 sm:px-6 sm:py-20">
      <h1 className="font-semibold text-4xl tracking-tight sm:text-5xl">{document.title}</h1>
      <p className="mt-4 text-muted-foreground text-sm">
        {t('marketing:legal.updated', { date: formatDate(legalUpdatedAt, language) })}
      </p>
      <div className="article-body mt-10">
        <Body />
      </div>
    </article>
  );
}
