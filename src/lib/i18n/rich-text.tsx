import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with `<name>…</name>` tags (links, emphasis) turned into elements.
 * react-i18next's Trans does the same, but bringing it in would pull its HTML parser into
 * the first load of every page; this covers the flat tags our strings use.
 */
export function richText(text: string, tags: Record<string, (children: string) => ReactNode>): ReactNode[] {
  const out: ReactNode[] = [];
  const pattern = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const [whole, name = '', inner = ''] = match;
    const render = tags[name];
    if (match.index > last) out.push(text.slice(last, match.index));
    out.push(<Fragment key={match.index}>{render ? render(inner) : inner}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
