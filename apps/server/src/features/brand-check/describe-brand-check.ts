import type { BrandCheck, NotCheckedReason } from '@brandloom/shared/brand-check';
import { isIssue } from '@brandloom/shared/brand-check';
import type { Language } from '@brandloom/shared/i18n/languages';
import { translator } from '../../lib/translate.ts';
import type { Finding } from './brand-check-context.ts';

/** The answer of a check, its reasons in the caller's language (the web app words them alike). */
export function describeBrandCheck(language: Language, findings: readonly Finding[]): BrandCheck {
  const { t } = translator(language);
  const issues = findings.filter(isIssue);
  return {
    state: 'checked',
    issues: issues.length,
    fixable: issues.some((item) => item.fixable),
    findings: findings.map((item) => ({
      ...item,
      reason: t(`reasons.${item.rule}_${item.status}`, {
        ns: 'brandCheck',
        ...item.params,
        layer: item.layerRole ? t(`layers.${item.layerRole}`, { ns: 'brandCheck' }) : '',
      }),
    })),
  };
}

export function describeNotChecked(language: Language, reason: NotCheckedReason): BrandCheck {
  return {
    state: 'not-checked',
    reason,
    message: translator(language).t(`notCheckedReasons.${reason}`, { ns: 'brandCheck' }),
  };
}
