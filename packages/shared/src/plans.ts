/**
 * What each plan may do (spec §6). Server gates and the UI's upgrade prompts both read this, so
 * the numbers live in one place; docs/decisions/0014-plan-limits.md records how they were chosen.
 */
export const plans = ['free', 'plus', 'flex'] as const;
export type Plan = (typeof plans)[number];

export const imageQualities = ['low', 'medium', 'high', 'auto'] as const;
export type ImageQuality = (typeof imageQualities)[number];

interface PlanRules {
  /** Most brands a user may keep; null means unlimited. */
  maxBrands: number | null;
  /** Custom styles (add and edit); presets are open to every plan. */
  customStyles: boolean;
  /** Importing images from a brand's website into uploads. */
  websiteImageImport: boolean;
  /** Image qualities the plan may generate at. */
  imageQualities: readonly ImageQuality[];
  /** Premium templates too; without it only the free part of the catalogue (decision 0027). */
  allTemplates: boolean;
}

export const planRules = {
  free: {
    maxBrands: 1,
    customStyles: false,
    websiteImageImport: false,
    imageQualities: ['low'],
    allTemplates: false,
  },
  plus: {
    maxBrands: 5,
    customStyles: true,
    websiteImageImport: true,
    imageQualities: ['low', 'medium'],
    allTemplates: true,
  },
  flex: {
    maxBrands: null,
    customStyles: true,
    websiteImageImport: true,
    imageQualities: ['low', 'medium', 'high', 'auto'],
    allTemplates: true,
  },
} as const satisfies Record<Plan, PlanRules>;

/** Whether a user on `plan` who has `brandCount` brands may create another. */
export function canCreateBrand(plan: Plan, brandCount: number): boolean {
  const max = planRules[plan].maxBrands;
  return max === null || brandCount < max;
}

/** The cheapest plan that allows a gated feature, for "upgrade to …" prompts. */
export function planNeededFor(
  feature: 'customStyles' | 'websiteImageImport' | 'moreBrands' | 'allTemplates',
): Plan {
  return feature === 'moreBrands' ? 'flex' : 'plus';
}

/** Plan names as the product shows them; they are names, the same in every language. */
export const planNames = { free: 'Free', plus: 'Plus', flex: 'Flex' } as const satisfies Record<Plan, string>;
