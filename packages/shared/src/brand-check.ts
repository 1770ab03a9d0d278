import { z } from 'zod';
import { layerRoles } from './layers.ts';

/**
 * The brand check of a creative (decision 0056): what each rule found in its layer document, for
 * the badge ("On brand" / "N issues") and the reasons on the details view. A reason is the catalog
 * key `brandCheck:reasons.<rule>_<status>` filled with the finding's numbers, so the web app and the
 * API say the same thing in every language.
 */

export const brandCheckRules = [
  'contrast',
  'palette',
  'logo-present',
  'logo-size',
  'logo-clear-space',
  /** A hint, never an issue: the brand has no logo file, so its name stands in as a wordmark. */
  'logo-wordmark',
  'safe-zone',
  'fonts',
  'spelling',
] as const;
export type BrandCheckRule = (typeof brandCheckRules)[number];

export const findingStatuses = ['pass', 'warn', 'fail'] as const;
export type FindingStatus = (typeof findingStatuses)[number];

export const brandFindingSchema = z.object({
  rule: z.enum(brandCheckRules),
  status: z.enum(findingStatuses),
  /** The layer it concerns; null for the creative as a whole (e.g. no logo at all). */
  layerId: z.string().nullable(),
  layerRole: z.enum(layerRoles).nullable(),
  /** The numbers and words of the reason (contrast ratio, ΔE, pixels, misspelt words…). */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The reason in the caller's language. */
  reason: z.string(),
  /** `POST …/brand-check/fix` can repair it without asking the user anything. */
  fixable: z.boolean(),
});
export type BrandFinding = z.infer<typeof brandFindingSchema>;

/** Why a creative was not checked: it has no layer document (a video, or made before layers were kept). */
export const notCheckedReasons = ['video', 'no-layers', 'not-finished'] as const;
export type NotCheckedReason = (typeof notCheckedReasons)[number];

export const brandCheckSchema = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('checked'),
    /** Findings that warn or fail; 0 is "On brand". */
    issues: z.number().int().min(0),
    /** Some issue can be fixed mechanically. */
    fixable: z.boolean(),
    findings: z.array(brandFindingSchema),
  }),
  z.object({
    state: z.literal('not-checked'),
    reason: z.enum(notCheckedReasons),
    message: z.string(),
  }),
]);
export type BrandCheck = z.infer<typeof brandCheckSchema>;

/** A finding counts as an issue when it is not a pass. */
export function isIssue(finding: Pick<BrandFinding, 'status'>): boolean {
  return finding.status !== 'pass';
}

/** The worst status among the findings: what colours the badge. */
export function worstStatus(findings: readonly Pick<BrandFinding, 'status'>[]): FindingStatus {
  if (findings.some((item) => item.status === 'fail')) return 'fail';
  return findings.some((item) => item.status === 'warn') ? 'warn' : 'pass';
}

/**
 * What a card shows of a check (decision 0067): the badge's count and colour, without the findings
 * and their reasons, so a page of 40 cards asks once and reads a few kilobytes.
 */
export const brandCheckSummarySchema = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('checked'),
    issues: z.number().int().min(0),
    /** The worst finding: a failure shows red, warnings only amber. */
    worst: z.enum(findingStatuses),
  }),
  z.object({ state: z.literal('not-checked'), reason: z.enum(notCheckedReasons) }),
]);
export type BrandCheckSummary = z.infer<typeof brandCheckSummarySchema>;

/** The most creatives one batch read checks: a page of the library at its largest. */
export const brandCheckBatchLimit = 100;
