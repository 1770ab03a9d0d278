type Tree = { readonly [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [k, v] of flatten(value, path)) flat.set(k, v);
  }
  return flat;
}

function placeholders(text: string): string {
  return [...text.matchAll(/\{(\w+)\}/g)]
    .map((match) => match[1])
    .sort()
    .join(',');
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** The keys a language must have for English's `key`: a plural key becomes that language's forms. */
function expectedKeys(reference: Map<string, string>, language: string): Map<string, string> {
  const plural = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const expected = new Map<string, string>();
  for (const [key, english] of reference) {
    const base = key.replace(pluralSuffix, '');
    const other = reference.get(`${base}_other`);
    if (base === key || other === undefined) expected.set(key, english);
    // Every form of a plural string holds the same placeholders as English's `_other`.
    else for (const form of plural) expected.set(`${base}_${form}`, other);
  }
  return expected;
}

function compare(language: string, flat: Map<string, string>, expected: Map<string, string>): string[] {
  const problems: string[] = [];
  for (const [key, english] of expected) {
    const text = flat.get(key);
    if (text === undefined) problems.push(`${language}: missing ${key}`);
    else if (text.trim() === '') problems.push(`${language}: empty ${key}`);
    else if (placeholders(text) !== placeholders(english))
      problems.push(
        `${language}: ${key} has placeholders {${placeholders(text)}}, English has {${placeholders(english)}}`,
      );
  }
  for (const key of flat.keys())
    if (!expected.has(key))
      problems.push(
        pluralSuffix.test(key) && expected.has(key.replace(pluralSuffix, '_other'))
          ? `${language}: ${key} is not a plural form of ${language}`
          : `${language}: ${key} is not in English`,
      );
  return problems;
}

/**
 * Compares every language's catalog with English, the reference; returns readable problems. Plural
 * strings (i18next's `key_one`, `key_other`, …) must have exactly the forms of the language's
 * plural rules (Intl.PluralRules, as i18next uses): French and Spanish add `_many`.
 */
export function findCatalogProblems(resources: Record<string, Record<string, Tree>>): string[] {
  const { en, ...others } = resources;
  if (!en) return ['there is no English catalog'];
  const reference = flatten(en);
  const problems = compare('en', reference, expectedKeys(reference, 'en'));
  for (const [language, catalog] of Object.entries(others))
    problems.push(...compare(language, flatten(catalog), expectedKeys(reference, language)));
  return problems;
}
