/** @vitest-environment jsdom */
import { render } from '@testing-library/react';
import { richText } from './rich-text';

describe('richText', () => {
  it('turns known tags into elements and keeps the text around them', () => {
    const { container } = render(
      <p>
        {richText('Read the <terms>terms</terms> and <privacy>policy</privacy>.', {
          terms: (c) => <a href="/t">{c}</a>,
          privacy: (c) => <a href="/p">{c}</a>,
        })}
      </p>,
    );
    expect(container.innerHTML).toBe('<p>Read the <a href="/t">terms</a> and <a href="/p">policy</a>.</p>');
  });

  it('shows the inner text of an unknown tag, and plain text as it is', () => {
    const { container } = render(<p>{richText('<b>bold</b> text', {})}</p>);
    expect(container.innerHTML).toBe('<p>bold text</p>');
    expect(richText('no tags', {})).toEqual(['no tags']);
  });
});
