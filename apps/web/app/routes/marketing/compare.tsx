import { isLanguage } from '@brandloom/shared/i18n/languages';
import {
  type CompareRow,
  compareCheckedOn,
  compareRows,
  compareSources,
  isComparedTool,
} from '@brandloom/shared/site/compare-sources';
import {
  compareToolNames,
  compareTools,
  isCompareTool,
  localizedPath,
} from '@brandloom/shared/site/site-pages';
import { fill, siteStrings } from '@brandloom/shared/site/site-strings';
import { data, Link } from 'react-router';
import { Check } from '~/components/icons';
import { buttonVariants } from '~/components/ui/button-variants';
import { formatDate } from '~/lib/format-date';
import { organizationLd, seoMeta } from '~/lib/page-meta.server';
import type { Route } from './+types/compare';

/** The other product's cell: a sourced sentence, or "not stated" (`stated` false). */
interface CompareCell {
  text: string;
  stated: boolean;
}
interface CompareRowModel {
  key: CompareRow;
  label: string;
  ours: string;
  theirs: CompareCell | null;
}
/** The rows the general page answers for Brandloom. */
const generatorAnswers = [
  'output',
  'brand',
  'text',
  'formats',
  'failed',
  'hosting',
] as const satisfies CompareRow[];

/**
 * Runs while prerendering. Every statement about another product is a sentence of the `site`
 * catalog backed by a source in compare-sources.ts; a row without one says the sources do not state it.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const language = params.lang ?? 'en';
  const { tool } = params;
  if (!isLanguage(language) || !isCompareTool(tool)) throw data(null, { status: 404 });
  const { compare, meta } = siteStrings(language);
  const others = compareTools
    .filter((other) => other !== tool)
    .map((other) => ({
      path: localizedPath(language, `/compare/${other}`),
      label: isComparedTool(other)
        ? fill(compare.title, { tool: compareToolNames[other] })
        : compare.generators.title,
    }));
  const page = {
    language,
    tool,
    others,
    checked: fill(compare.checked, { date: formatDate(compareCheckedOn, language) }),
    different: compare.different,
    labels: {
      feature: compare.feature,
      us: compare.us,
      sources: compare.sources,
      ourSource: compare.ourSource,
      differentTitle: compare.differentTitle,
      others: compare.others,
      cta: compare.cta,
      eyebrow: compare.eyebrow,
    },
  };
  const head = (title: string, description: string) =>
    seoMeta({ title, description, language, path: `/compare/${tool}`, jsonLd: [organizationLd()] });
  /** One row model for both ways of showing it: the feature, our answer, and theirs when compared. */
  const row = (key: CompareRow, theirs: CompareCell | null = null): CompareRowModel => ({
    key,
    label: compare.rows[key],
    ours: compare.brandloom[key],
    theirs,
  });
  if (!isComparedTool(tool)) {
    return {
      ...page,
      title: compare.generators.title,
      meta: head(meta.generatorsTitle, meta.generatorsDescription),
      intro: compare.generators.intro,
      generators: {
        checklistTitle: compare.generators.checklistTitle,
        questions: compare.generators.questions,
        answerTitle: compare.generators.answerTitle,
      },
      rows: generatorAnswers.map((key) => row(key)),
      table: null,
    };
  }
  const text = compare.tools[tool] as Record<string, string>;
  const name = compareToolNames[tool];
  const sources = compareSources[tool];
  return {
    ...page,
    title: fill(compare.title, { tool: name }),
    meta: head(fill(meta.compareTitle, { tool: name }), fill(meta.compareDescription, { tool: name })),
    intro: `${text.summary} ${compare.intro}`,
    generators: null,
    rows: compareRows.map((key) => {
      const sentence = sources.rows[key];
      return row(key, { text: (sentence && text[sentence]) || compare.notStated, stated: Boolean(sentence) });
    }),
    table: { name, sources: sources.sources },
  };
}

/** An address no prerender made (e.g. /compare/unknown) is a 404. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return serverLoader().catch(() => {
    throw data(null, { status: 404 });
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

// A cell named by its column on phones, where the table's head is hidden.
const mobileCell =
  'px-4 py-3 max-sm:block max-sm:py-1 max-sm:before:block max-sm:before:font-semibold max-sm:before:text-xs max-sm:before:not-italic max-sm:before:text-foreground max-sm:before:content-[attr(data-label)]';

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { labels, table, generators, rows } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 sm:py-24">
      <p className="font-medium text-primary text-sm">{labels.eyebrow}</p>
      <h1 className="mt-2 text-balance font-semibold text-4xl tracking-tight sm:text-5xl">
        {loaderData.title}
      </h1>
      <p className="mt-5 max-w-3xl text-lg text-muted-foreground leading-relaxed">{loaderData.intro}</p>

      {table && (
        <div className="mt-12 rounded-xl border border-border sm:overflow-x-auto">
          {/* On phones each row is a card: the feature, then both products, each cell named. */}
          <table className="w-full text-left text-sm max-sm:block">
            <caption className="sr-only">{loaderData.title}</caption>
            <thead className="bg-muted/50 max-sm:hidden">
              <tr>
                <th scope="col" className="w-1/5 px-4 py-3 font-medium">
                  {labels.feature}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold text-primary">
                  {labels.us}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {table.name}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border max-sm:block">
              {rows.map((row) => (
                <tr key={row.key} className="align-top max-sm:block max-sm:py-2">
                  <th scope="row" className="px-4 py-3 font-medium max-sm:block max-sm:pb-1">
                    {row.label}
                  </th>
                  <td data-label={labels.us} className={mobileCell}>
                    {row.ours}
                  </td>
                  <td
                    data-label={table.name}
                    className={row.theirs?.stated ? mobileCell : `${mobileCell} text-muted-foreground italic`}
                  >
                    {row.theirs?.text}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {generators && (
        <div className="mt-12 grid gap-8 md:grid-cols-2">
          <section aria-labelledby="questions-title">
            <h2 id="questions-title" className="font-semibold text-2xl tracking-tight">
              {generators.checklistTitle}
            </h2>
            <ol className="mt-4 list-decimal space-y-3 pl-5 text-muted-foreground">
              {Object.entries(generators.questions).map(([key, question]) => (
                <li key={key}>{question}</li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="answers-title">
            <h2 id="answers-title" className="font-semibold text-2xl tracking-tight">
              {generators.answerTitle}
            </h2>
            <dl className="mt-4 space-y-3 text-sm">
              {rows.map((row) => (
                <div key={row.key}>
                  <dt className="font-medium">{row.label}</dt>
                  <dd className="text-muted-foreground">{row.ours}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      )}

      <section aria-labelledby="different-title" className="mt-14">
        <h2 id="different-title" className="font-semibold text-2xl tracking-tight">
          {labels.differentTitle}
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {Object.entries(loaderData.different).map(([key, text]) => (
            <li key={key} className="flex gap-3 rounded-xl border border-border p-4">
              <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
        <Link to="/auth/signup" className={`${buttonVariants({ size: 'lg' })} mt-8`}>
          {labels.cta}
        </Link>
      </section>

      <section aria-labelledby="sources-title" className="mt-14 border-border border-t pt-8 text-sm">
        <h2 id="sources-title" className="font-semibold text-lg">
          {labels.sources}
        </h2>
        <p className="mt-1 text-muted-foreground">{loaderData.checked}</p>
        <ul className="mt-3 space-y-1.5">
          {table?.sources.map((source) => (
            <li key={source.url}>
              <a
                href={source.url}
                rel="nofollow noopener noreferrer"
                className="underline underline-offset-4 hover:text-primary"
              >
                {source.label}
              </a>{' '}
              <span className="break-all text-muted-foreground">({source.url})</span>
            </li>
          ))}
          <li className="text-muted-foreground">{labels.ourSource}</li>
        </ul>
      </section>

      <nav aria-labelledby="others-title" className="mt-10 text-sm">
        <h2 id="others-title" className="font-semibold text-lg">
          {labels.others}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {loaderData.others.map((other) => (
            <li key={other.path}>
              <Link
                to={other.path}
                className="inline-block rounded-full border border-border px-3 py-1 hover:bg-muted"
              >
                {other.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
