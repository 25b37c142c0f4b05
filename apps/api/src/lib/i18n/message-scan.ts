import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Finds the English sentences the server may answer with, in its source and the shared contracts: every
 * string or template literal that reads like a sentence (a capital first, at least two spaces). A
 * template's `${…}` become `{}`. What is not said to a member is told apart by `isOperatorText`.
 */
export interface FoundText {
  text: string;
  file: string;
}

const SENTENCE = /^([A-Z“"']|\{\})[^\n]*\s\S+\s/;
// SQL, log lines written in capitals, headers and the like are not sentences a member reads.
const NOT_A_SENTENCE = /^(SELECT|INSERT|UPDATE|DELETE|WITH|CREATE|ALTER|DROP|BEGIN|COMMIT|SET|LISTEN|NOTIFY)\b/;

function walk(dir: string, out: string[]) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules' && name !== 'test' && name !== 'fuzz') walk(path, out);
    } else if (/\.m?ts$/.test(name) && !/\.(test|integration\.test)\.m?ts$/.test(name) && !name.endsWith('.d.ts'))
      out.push(path);
  }
}

function templateText(node: ts.TemplateExpression): string {
  return node.head.text + node.templateSpans.map((s) => `{}${s.literal.text}`).join('');
}

export function scanTexts(roots: string[], base: string): FoundText[] {
  const files: string[] = [];
  for (const root of roots) walk(root, files);
  const found: FoundText[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      let text: string | null = null;
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
      else if (ts.isTemplateExpression(node)) text = templateText(node);
      if (
        text !== null &&
        SENTENCE.test(text) &&
        /[A-Za-z]{2}/.test(text) &&
        !NOT_A_SENTENCE.test(text) &&
        !ts.isImportDeclaration(node.parent)
      ) {
        found.push({ text, file: relative(base, file) });
      }
      if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
