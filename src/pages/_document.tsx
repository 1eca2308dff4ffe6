import Document, { Head, Html, Main, NextScript } from 'next/document';
import type { ReactElement } from 'react';
import { localeDir, toLocale } from '@/lib/i18n/locales';
import { SCRIPT_LOADER } from '@/lib/script-loader';
import { THEME_COLORS, THEME_INIT_SCRIPT } from '@/lib/theme';

type Files = Parameters<Head['getScripts']>[0];

/** The `src` of each external script element (Next's chunk tags). */
function sources(elements: readonly (ReactElement | null)[]): string[] {
  return elements.flatMap((element) => {
    const src = (element?.props as { src?: unknown } | undefined)?.src;
    return typeof src === 'string' ? [src] : [];
  });
}

/**
 * Next's head with its chunk scripts started after the first paint (src/lib/script-loader.ts):
 * the same files in the same order, added by one inline loader instead of `<script defer>` tags.
 * Inline scripts Next writes (the Turbopack bootstrap that names the page's chunk group) stay
 * where they are, before the loader.
 */
class PaintFirstHead extends Head {
  private dynamicChunks: string[] = [];

  getDynamicChunks(files: Files) {
    this.dynamicChunks = sources(super.getDynamicChunks(files));
    return [];
  }

  getScripts(files: Files) {
    const elements = super.getScripts(files);
    const inline = elements.filter((element) => sources([element]).length === 0);
    const chunks = [...this.dynamicChunks, ...sources(elements)];
    if (chunks.length === 0) return inline;
    return [
      ...inline,
      <script
        key="script-loader"
        id="script-loader"
        data-scripts={JSON.stringify(chunks)}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, allowed by its hash in the CSP
        dangerouslySetInnerHTML={{ __html: SCRIPT_LOADER }}
      />,
    ];
  }
}

/**
 * `<html lang dir>` from the page's locale; next-i18next does not set `dir` (STACK.md). The
 * server renders light; the blocking script right after the theme metas switches <html> (and
 * those metas) to the stored or OS theme before the first paint. The CSP allows it by hash.
 */
export default class VidloomDocument extends Document {
  render() {
    const locale = toLocale(this.props.locale);
    return (
      <Html lang={locale} dir={localeDir(locale)} className="light" style={{ colorScheme: 'light' }}>
        <PaintFirstHead>
          <meta name="theme-color" content={THEME_COLORS.light} />
          <meta name="color-scheme" content="light" />
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, run before paint and allowed by its hash in the CSP */}
          <script id="theme-init" dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        </PaintFirstHead>
        <body className="bg-surface font-sans text-ink antialiased">
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
