import { Fragment, type ReactNode } from 'react';

const PAIR = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A translated sentence with marked parts ('Read our <terms>Terms</terms>') as React nodes, each part
 * drawn by its renderer (a link, say), so translators can move the link within their sentence. Used
 * instead of react-i18next's Trans on the landing route, whose 5 kB (gzip) it cannot afford.
 */
export function richText(text: string, parts: Record<string, (chunk: string) => ReactNode>): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(PAIR)) {
    out.push(text.slice(last, match.index));
    const render = parts[match[1]!];
    out.push(<Fragment key={match.index}>{render ? render(match[2]!) : match[2]}</Fragment>);
    last = match.index + match[0].length;
  }
  out.push(text.slice(last));
  return out;
}
