import { randomUUID } from 'node:crypto';
import fc from 'fast-check';

/** A JSON Schema node as zod's toJSONSchema writes it (only what the fuzzer reads). */
export interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  enum?: unknown[];
  const?: unknown;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  format?: string;
}

/** Text that has broken servers: controls, direction overrides, half characters, sheer size. */
export const hostileStrings = [
  '',
  ' ',
  '\u0000',
  'x\u0000y',
  '\u202Egpj.exe',
  '\u2066\u2069',
  '\ud800',
  'a\udc00b',
  '\u001b[31mred',
  '\u007f',
  '%00',
  '%E2%80%AE',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${jndi:ldap://x}',
  '🧵🇬🇭',
  'مرحبا',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e309',
  'x'.repeat(10_000),
  'é'.repeat(3_000),
];

const plausibleStrings = [
  'a',
  'Accra, Ghana',
  'Kente',
  'someone@example.test',
  '2000-01-01',
  '2026-11-25T10:00:00.000Z',
  'demo-ama',
  'like',
  'text',
  '0',
  '1',
  '123456',
];

export const hostileNumbers = [0, -1, 1, 0.5, -0.000001, 1e308, -1e308, 2 ** 53 + 1, 2 ** 31, -(2 ** 31) - 1, 1e-300];

const scalar = fc.oneof(
  fc.constantFrom<unknown>(...hostileStrings, ...hostileNumbers, true, false, null),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
);

/** Arrays where objects belong, objects where strings belong, and nesting a parser must survive. */
const structural: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant([]),
  fc.constant({}),
  fc.constant(nest(2_000)),
  fc.constant(Array.from({ length: 2_000 }, (_, i) => i)),
  fc.constant({ __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } }),
  fc.jsonValue({ maxDepth: 4 }),
);

function nest(depth: number): unknown {
  let v: unknown = 'x\u0000';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { v };
  return v;
}

const anyValue = fc.oneof({ weight: 4, arbitrary: scalar }, { weight: 1, arbitrary: structural });

/** A well-formed string for a field, by its format and bounds, to reach the checks behind the schema. */
function goodString(
  node: SchemaNode & { minLength?: number; maxLength?: number; pattern?: string },
): fc.Arbitrary<string> {
  if (node.format === 'uuid') return fc.uuid();
  if (node.format === 'email') return fc.constantFrom('someone@example.test', 'ama@example.test');
  if (node.format === 'date') return fc.constantFrom('1990-05-01', '2001-12-31');
  if (node.format === 'date-time') return fc.constantFrom('2026-11-25T10:00:00.000Z', '1999-01-01T00:00:00Z');
  const min = node.minLength ?? 0;
  const max = Math.min(node.maxLength ?? 40, 200);
  // Only plausible strings of a fitting length: filtering after the draw would spin for ever on a
  // field no plausible string fits (a key of 80 characters and more, say).
  const fitting = plausibleStrings.filter((x) => x.length >= min && x.length <= max);
  const any = fc.string({ minLength: Math.min(min, max), maxLength: max });
  return fitting.length ? fc.oneof(fc.constantFrom(...fitting), any) : any;
}

/** A value for one field: mostly of the right type and shape (to reach deeper checks), often not. */
export function valueFor(node: SchemaNode | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!node || depth > 3) return anyValue;
  const good: fc.Arbitrary<unknown>[] = [];
  const bad: fc.Arbitrary<unknown>[] = [anyValue];
  const alternatives = node.anyOf ?? node.oneOf;
  if (alternatives?.length) good.push(fc.oneof(...alternatives.map((a) => valueFor(a, depth + 1))));
  if (node.enum?.length) {
    good.push(fc.constantFrom(...node.enum));
    bad.push(fc.constantFrom(...node.enum).map((e) => `${String(e)} `));
  }
  if (node.const !== undefined) good.push(fc.constant(node.const));
  const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  for (const type of types) {
    if (type === 'string' && !node.enum) {
      good.push(goodString(node));
      bad.push(fc.constantFrom(...hostileStrings), fc.string({ unit: 'binary', maxLength: 60 }));
    } else if (type === 'number' || type === 'integer') {
      const n = node as { minimum?: number; maximum?: number };
      const lo = Math.max(n.minimum ?? -1000, -1e6);
      const hi = Math.min(n.maximum ?? 1000, 1e6);
      good.push(
        type === 'integer'
          ? fc.integer({ min: Math.ceil(lo), max: Math.floor(Math.max(lo, hi)) })
          : fc.double({ min: lo, max: Math.max(lo, hi), noNaN: true }),
      );
      bad.push(fc.constantFrom(...hostileNumbers), fc.constantFrom('12', '1e3', ''));
    } else if (type === 'boolean') {
      good.push(fc.boolean());
      bad.push(fc.constantFrom('true', 1, 0));
    } else if (type === 'array') {
      good.push(fc.array(valueFor(node.items, depth + 1), { maxLength: 5 }));
      bad.push(fc.constant(Array(600).fill('x')));
    } else if (type === 'object') {
      good.push(objectFor(node, depth + 1));
    } else if (type === 'null') {
      good.push(fc.constant(null));
    }
  }
  if (good.length === 0) return fc.oneof(...bad);
  return fc.oneof({ weight: 4, arbitrary: fc.oneof(...good) }, { weight: 1, arbitrary: fc.oneof(...bad) });
}

/** A field's value, helped by its name: addresses look like addresses, people's ids are often real. */
function fieldValue(
  name: string,
  node: SchemaNode | undefined,
  depth: number,
  knownIds: string[],
): fc.Arbitrary<unknown> {
  if (/email/i.test(name))
    return fc.oneof(fc.constantFrom('someone@example.test', ' AMA@Example.test '), valueFor(node, depth));
  if (/(^|[a-z])(I|i)ds?$/.test(name) && knownIds.length) {
    return fc.oneof(fc.constantFrom(...knownIds), fc.constant(knownIds), valueFor(node, depth));
  }
  return valueFor(node, depth);
}

/** An object shaped like the schema's, with fields dropped, added or given strange values. */
export function objectFor(
  node: SchemaNode | undefined,
  depth = 0,
  knownIds: string[] = [],
): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(node?.properties ?? {});
  const required = new Set(node?.required ?? []);
  const fields = fc.tuple(
    ...props.map(([name, child]) =>
      fc.option(
        fieldValue(name, child, depth, knownIds).map((v) => [name, v] as const),
        { freq: required.has(name) ? 12 : 3, nil: undefined },
      ),
    ),
  );
  // One object in ten carries a field no schema has (a strict one must refuse it).
  const extra = fc.oneof(
    { weight: 9, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<[string, unknown]>(
        ['verified', true],
        ['role', 'admin'],
        ['userId', randomUUID()],
        ['\u0000', 1],
        ['x'.repeat(300), 'y'],
      ),
    },
  );
  return fc.tuple(fields, extra).map(([present, added]) => {
    const out: Record<string, unknown> = {};
    for (const p of present) if (p) out[p[0]] = p[1];
    if (added) out[added[0]] = added[1];
    return out;
  });
}

/** What may stand in a path segment: ids of the right shape, and everything a router can be sent. */
export const pathValue = (known: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    ...(known.length ? [fc.constantFrom(...known), fc.constantFrom(...known)] : []),
    fc.constant(randomUUID()),
    fc.constant('00000000-0000-0000-0000-000000000000'),
    fc.constant('demo-ama'),
    fc.constantFrom(...hostileStrings).map(percentEncode),
    fc.constantFrom('%', '%zz', '%E0%A4%A', '..%2F..', 'a'.repeat(5_000), '%00'),
  );

/** Percent-encoding that also writes half characters (which encodeURIComponent refuses) as raw bytes. */
export function percentEncode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return [...Buffer.from(s, 'latin1')].map((b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`).join('');
  }
}
