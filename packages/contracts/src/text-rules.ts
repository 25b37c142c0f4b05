export * from './constants/text-rules.ts';
/**
 * What no text a member sends may hold (decision 0026), checked once for every HTTP body, query and
 * path and every realtime frame, before any schema or handler sees it. No zod here: the browser may
 * load it on any route.
 *
 * - U+0000 and the other C0 controls but tab, line feed and carriage return, and DEL: never typed,
 *   only pasted or forged; PostgreSQL text cannot hold U+0000 at all.
 * - Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they reorder
 *   what is shown after them, so a name or a link could be shown as something it is not. The
 *   left-to-right and right-to-left marks (U+200E, U+200F), which Arabic text may need, are fine.
 * - Lone surrogates: half of a character; UTF-8 cannot encode them.
 */
// Matching control characters is this expression's whole purpose.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Secrets are only hashed, never stored or shown: any character a person can type is theirs. */
const SECRET_FIELDS: ReadonlySet<string> = new Set(['password', 'currentPassword', 'newPassword']);

export type TextFault = 'control' | 'direction' | 'broken';

export function textFault(s: string): TextFault | null {
  if (CONTROL.test(s)) return 'control';
  if (BIDI_CONTROL.test(s)) return 'direction';
  if (LONE_SURROGATE.test(s)) return 'broken';
  return null;
}

const WHY: Record<TextFault, string> = {
  control: 'an invisible control character',
  direction: 'a character that reverses the direction of text',
  broken: 'a broken character',
};

/**
 * The sentence a person reads: which field, and what to remove. The words of `TEXT_NOT_ALLOWED` are
 * written out so the server's message catalogues can key the whole sentence (decision 0058).
 */
export function textFaultMessage(field: string, fault: TextFault): string {
  return `${field || 'The text'} contains characters that are not allowed (${WHY[fault]}). Please remove it and try again.`;
}

/**
 * The first string (or object key) in a parsed JSON value that breaks the rules, with its dotted
 * path. Walked without recursion, so no nesting depth can overflow the stack.
 */
export function findTextFault(value: unknown): { field: string; fault: TextFault } | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      const fault = textFault(v);
      if (fault) return { field: path, fault };
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], path ? `${path}.${i}` : String(i)]);
    } else if (v && typeof v === 'object' && !ArrayBuffer.isView(v)) {
      for (const [key, child] of Object.entries(v)) {
        const field = path ? `${path}.${key}` : key;
        const fault = textFault(key);
        if (fault) return { field: path || 'The field name', fault };
        if (!SECRET_FIELDS.has(key)) stack.push([child, field]);
      }
    }
  }
  return null;
}
export * from './contact-handles.ts';
