import fc from 'fast-check';

/** Strings that have broken servers: NUL and other controls, lone surrogates, bidi marks, huge. */
export const oddString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'name\u0000',
    '\u0000\u0001\u0007\u001b[31m\u007f',
    '\uD800',
    'a\uDC00b',
    '\u202Eevil\u202C',
    '\u200F\u200E\u2066x\u2069',
    '👩‍👩‍👧‍👦🏳️‍🌈',
    'e\u0301\u0302\u0303\u0304\u0305\u0306',
    '\uFEFF',
    '../../etc/passwd',
    '..%2F..%2F',
    '%00',
    '%',
    "'; drop table brand; --",
    '<script>alert(1)</script>',
    'null',
    '-1',
    '1e309',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(1_000, 10_000, 100_000).map((length) => 'x'.repeat(length)),
  fc.string({ maxLength: 10 }).map((s) => `${s}\u0000${s}`),
);

/** Any JSON value, weighted towards the odd strings above. */
const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308),
    fc.integer(),
    oddString,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(oddString, tie('value'), { maxKeys: 3 }),
  ),
})).value;

/**
 * Path segments that are not well-formed ids; `raw` ones are put into the URL unencoded. (Bare dot
 * segments are left out: the client resolves them to another route before sending.)
 */
export const badId: fc.Arbitrary<{ value: string; raw?: boolean }> = fc.oneof(
  oddString.map((value) => ({ value })),
  fc
    .constantFrom('..%2F..%2Fetc', '%00', '%', '%ZZ', '%E0%A4%A', '%ED%B0%80', '..%2F', 'a%2Fb', '%2e%2e%2f')
    .map((value) => ({
      value,
      raw: true,
    })),
  fc.uuid().map((value) => ({ value })),
  fc
    .constantFrom('a--b--c--d', 'food--hero--square--x', `${'a'.repeat(300)}--b--c--d`)
    .map((value) => ({ value })),
);

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  default?: unknown;
  example?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** A plausible valid value of an OpenAPI schema, the base that bad inputs are made from. */
export function sampleOf(
  schema: JsonSchema | undefined,
  components: Record<string, JsonSchema>,
  depth = 0,
): unknown {
  if (!schema || depth > 6) return null;
  if (schema.$ref) return sampleOf(components[schema.$ref.split('/').pop() ?? ''], components, depth + 1);
  if (schema.example !== undefined) return schema.example;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (variant) return sampleOf(variant, components, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [
          key,
          sampleOf(value, components, depth + 1),
        ]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 1 }, () =>
        sampleOf(schema.items, components, depth + 1),
      );
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'uuid') return '4f1c2a9e-8a7b-4b8e-9d61-2f0c3b5a7e10';
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.format === 'uri') return 'https://example.com/';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return null;
  }
}

/** Replaces every string in `value` (keys kept) with `replacement`. */
function withStrings(value: unknown, replacement: string): unknown {
  if (typeof value === 'string') return replacement;
  if (Array.isArray(value)) return value.map((item) => withStrings(item, replacement));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withStrings(item, replacement)]),
    );
  }
  return value;
}

/** Paths of the strings in `value`, so that one of them can be made odd while the rest stays valid. */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      stringPaths(item, [...path, Array.isArray(value) ? Number(key) : key]),
    );
  }
  return [];
}

function withStringAt(value: unknown, path: (string | number)[], replacement: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withStringAt(copy[head], rest, replacement);
  return copy;
}

/** One change to a valid object: a field set to any value or removed, one string or every string made odd. */
type Mutation =
  | { kind: 'set'; key: string; value: unknown }
  | { kind: 'delete'; key: string }
  | { kind: 'string'; path: (string | number)[]; value: string }
  | { kind: 'strings'; value: string };

function mutated(base: Record<string, unknown>, mutations: Mutation[]): Record<string, unknown> {
  let result = { ...base };
  for (const mutation of mutations) {
    if (mutation.kind === 'set') result[mutation.key] = mutation.value;
    else if (mutation.kind === 'delete') delete result[mutation.key];
    else if (mutation.kind === 'string') {
      result = withStringAt(result, mutation.path, mutation.value) as Record<string, unknown>;
    } else result = withStrings(result, mutation.value) as Record<string, unknown>;
  }
  return result;
}

/** A JSON body as text (mostly the valid sample made wrong), or one of the bodies that are no object at all. */
export function badJsonBody(base: unknown): fc.Arbitrary<string> {
  const keys = base && typeof base === 'object' && !Array.isArray(base) ? Object.keys(base) : [];
  const key = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), oddString) : oddString;
  const paths = stringPaths(base);
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    fc.record({ kind: fc.constant('set' as const), key, value: anyJson }),
    ...(paths.length > 0
      ? [
          fc.record({
            kind: fc.constant('string' as const),
            path: fc.constantFrom(...paths),
            value: oddString,
          }),
        ]
      : []),
    fc.record({ kind: fc.constant('delete' as const), key }),
    fc.record({ kind: fc.constant('strings' as const), value: oddString }),
  );
  const object = (base ?? {}) as Record<string, unknown>;
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .array(mutation, { minLength: 1, maxLength: 4 })
        .map((m) => JSON.stringify(mutated(object, m))),
    },
    { weight: 1, arbitrary: anyJson.map((value) => JSON.stringify(value)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        'null',
        '[]',
        '1',
        '"text"',
        'true',
        '{}',
        '\uFEFF{}',
        `\uFEFF${JSON.stringify(object)}`,
        '{',
        '{"a":1,"a":2}',
        '[{}]',
      ),
    },
  );
}
