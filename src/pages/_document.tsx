import Document, { Head, Html, Main, NextScript } from 'next/document';
import { localeDir, toLocale } from '@/lib/i18n/locales';
import { THEME_COLORS, THEME_INIT_SCRIPT } from '@/lib/theme';

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
        <Head>
          <meta name="theme-color" content={THEME_COLORS.light} />
          <meta name="color-scheme" content="light" />
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, run before paint and allowed by its hash in the CSP */}
          <script id="theme-init" dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        </Head>
        <body className="bg-surface font-sans text-ink antialiased">
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
