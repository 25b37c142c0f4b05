/**
 * The rules every translation file keeps against English (decision 0046): the same keys, the same
 * placeholders, and every plural form its language needs. Pure, so the unit test and a build step can
 * both call it.
 */

const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const PLURAL = new RegExp(`_(${PLURAL_SUFFIXES.join('|')})$`);
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
const TAG = /<\/?([a-zA-Z][\w-]*)\s*\/?>/g;

type Tree = { [key: string]: string | Tree };

/** Every leaf as a dotted path. */
export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!));
const tags = (text: string) => [...text.matchAll(TAG)].map((m) => m[0].replace(/\s/g, '')).sort();

/** Problems of one language's namespace against English's; empty when it is complete and sound. */
export function checkCatalogue(locale: string, english: Tree, other: Tree): string[] {
  const problems: string[] = [];
  const en = flatten(english);
  const tr = flatten(other);
  const base = (key: string) => key.replace(PLURAL, '');
  const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;

  const enBases = new Map<string, string[]>();
  for (const key of en.keys()) enBases.set(base(key), [...(enBases.get(base(key)) ?? []), key]);
  const trBases = new Set([...tr.keys()].map(base));

  for (const [stem, keys] of enBases) {
    const plural = keys.some((k) => PLURAL.test(k));
    if (!trBases.has(stem)) {
      problems.push(`${locale}: missing ${stem}`);
      continue;
    }
    if (plural) {
      for (const form of needed)
        if (!tr.has(`${stem}_${form}`)) problems.push(`${locale}: ${stem} lacks the plural form '${form}'`);
    }
  }
  for (const key of tr.keys()) {
    if (!enBases.has(base(key))) problems.push(`${locale}: ${key} is not an English key`);
    else if (
      PLURAL.test(key) &&
      !needed.includes(key.match(PLURAL)![1] as Intl.LDMLPluralRule) &&
      key.match(PLURAL)![1] !== 'zero'
    )
      problems.push(`${locale}: ${key} is a plural form ${locale} does not have`);
  }

  for (const [key, text] of tr) {
    const sources = enBases.get(base(key));
    if (!sources) continue;
    const source = en.get(sources.find((k) => k.endsWith('_other')) ?? sources[0]!)!;
    const want = placeholders(source);
    const have = placeholders(text);
    // A plural form may spell its number out ('إشعاران'), so it may leave {{count}} out; nothing else.
    if (PLURAL.test(key)) {
      want.delete('count');
      have.delete('count');
    }
    for (const name of want) if (!have.has(name)) problems.push(`${locale}: ${key} lost the placeholder {{${name}}}`);
    for (const name of have)
      if (!want.has(name)) problems.push(`${locale}: ${key} has an unknown placeholder {{${name}}}`);
    if (tags(source).join() !== tags(text).join())
      problems.push(`${locale}: ${key} does not keep the tags ${tags(source).join(' ')}`);
    if (!text.trim()) problems.push(`${locale}: ${key} is empty`);
  }
  return problems;
}
