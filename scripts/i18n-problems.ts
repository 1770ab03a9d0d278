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

/** Compares every language's catalog with English, the reference; returns readable problems. */
export function findCatalogProblems(resources: Record<string, Record<string, Tree>>): string[] {
  const { en, ...others } = resources;
  if (!en) return ['there is no English catalog'];
  const reference = flatten(en);
  const problems: string[] = [];
  for (const [language, catalog] of Object.entries(others)) {
    const flat = flatten(catalog);
    for (const [key, english] of reference) {
      const text = flat.get(key);
      if (text === undefined) problems.push(`${language}: missing ${key}`);
      else if (text.trim() === '') problems.push(`${language}: empty ${key}`);
      else if (placeholders(text) !== placeholders(english))
        problems.push(
          `${language}: ${key} has placeholders {${placeholders(text)}}, English has {${placeholders(english)}}`,
        );
    }
    for (const key of flat.keys())
      if (!reference.has(key)) problems.push(`${language}: ${key} is not in English`);
  }
  return problems;
}
