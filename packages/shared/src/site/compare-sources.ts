import type { CompareTool } from './site-pages.ts';

/**
 * What the comparison pages may say about other products, and where each statement comes from
 * (decision 0047). A row points at a sentence of the `site` catalog
 * (`compare.tools.{tool}.{key}`) or is null: the page then says the sources do not state it. Only
 * add a statement together with a public source that backs it.
 */
export const compareRows = [
  'pricing',
  'free',
  'output',
  'brand',
  'text',
  'formats',
  'video',
  'hosting',
  'failed',
] as const;
export type CompareRow = (typeof compareRows)[number];

export type ComparedTool = Exclude<CompareTool, 'ai-ad-generators'>;

interface ToolSources {
  /** The catalog key under compare.tools.{tool} for each row that a source backs. */
  rows: Partial<Record<CompareRow, string>>;
  sources: readonly { label: string; url: string }[];
}

/** When the sources below were read. */
export const compareCheckedOn = '2026-11-26';

export const compareSources: Record<ComparedTool, ToolSources> = {
  canva: {
    rows: { pricing: 'pricing', free: 'free', brand: 'brand', formats: 'formats' },
    sources: [
      {
        label: 'Canva Developers — Create design resize job',
        url: 'https://www.canva.dev/docs/apps/rest-apis/reference/resizes/create-design-resize-job/',
      },
      {
        label: 'Canva Essentials — member handbook for teams',
        url: 'https://public.canva.site/canva-essentials-handbook',
      },
    ],
  },
  'adcreative-ai': {
    rows: { pricing: 'pricing', free: 'free' },
    sources: [
      { label: 'AdCreative.ai — pricing', url: 'https://www.adcreative.ai/#section-pricing' },
      {
        label: 'AI ad tools pricing, a public record of vendors’ pricing pages (checked there on 2026-11-10)',
        url: 'https://github.com/mesmerlord/ai-ad-tools-pricing',
      },
    ],
  },
  'predis-ai': {
    rows: { pricing: 'pricing', output: 'output', video: 'video' },
    sources: [
      {
        label: 'Predis.ai Help — What are credits?',
        url: 'https://help.predis.ai/en/article/what-are-credits-xno709',
      },
    ],
  },
  creatify: {
    rows: { pricing: 'pricing', output: 'output', video: 'video' },
    sources: [
      {
        label: 'Creatify Help — Credit usage, billing and validity',
        url: 'https://help.creatify.ai/en/articles/9348041-credit-usage-billing-and-validity',
      },
      { label: 'Creatify API documentation — Billing', url: 'https://docs.creatify.ai/billing' },
    ],
  },
};

/** A tool with its own comparison table (not the general page). */
export function isComparedTool(value: unknown): value is ComparedTool {
  return typeof value === 'string' && Object.hasOwn(compareSources, value);
}
