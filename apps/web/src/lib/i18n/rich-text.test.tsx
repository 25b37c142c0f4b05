import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { richText } from './rich-text.tsx';

describe('richText', () => {
  it('draws each marked part with its renderer, in the order the sentence has them', () => {
    const html = renderToStaticMarkup(
      <p>
        {richText('Lisez nos <terms>Conditions</terms> et notre <privacy>Politique</privacy>.', {
          terms: (c) => <a href="/terms">{c}</a>,
          privacy: (c) => <a href="/privacy">{c}</a>,
        })}
      </p>,
    );
    expect(html).toBe('<p>Lisez nos <a href="/terms">Conditions</a> et notre <a href="/privacy">Politique</a>.</p>');
  });

  it('shows a part with no renderer as plain text, and a sentence without parts unchanged', () => {
    expect(renderToStaticMarkup(<p>{richText('a <x>b</x> c', {})}</p>)).toBe('<p>a b c</p>');
    expect(renderToStaticMarkup(<p>{richText('plain', {})}</p>)).toBe('<p>plain</p>');
  });
});
