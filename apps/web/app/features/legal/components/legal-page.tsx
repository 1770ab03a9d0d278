import { formatDate } from '~/lib/format-date';
import { useT } from '~/lib/i18n-context';
import { type LegalDocument, legalUpdatedAt } from './legal-documents';

export function LegalPage({ document }: { document: LegalDocument }) {
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
