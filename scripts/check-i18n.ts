/**
 * Fails when a translation is missing, extra, empty, or uses other `{placeholders}` than English.
 * Part of `npm test`, so no language can fall behind the English catalog.
 */
import { resources } from '@brandloom/shared/i18n/resources';
import { findCatalogProblems } from './i18n-problems.ts';

const problems = findCatalogProblems(resources);
if (problems.length > 0) {
  console.error(`i18n check failed (${problems.length} problems):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(`i18n check passed: ${Object.keys(resources).join(', ')} have every English key.`);
