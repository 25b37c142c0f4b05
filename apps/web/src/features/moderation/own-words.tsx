import type { ReactNode } from 'react';

/** Stands for the member's words while the sentence is translated; no translation contains it. */
const MARK = '\u2063';

/**
 * A console sentence that quotes a member ('Bio now: …'): the words are set in their own `<bdi>`, so
 * an English bio keeps its order inside an Arabic sentence and the other way round. The words never
 * pass through the translation's markup, whatever characters they hold.
 */
export function ownWords(sentence: (marker: string) => string, words: string): ReactNode {
  const [before = '', after = ''] = sentence(MARK).split(MARK);
  return (
    <>
      {before}
      <bdi>{words}</bdi>
      {after}
    </>
  );
}
