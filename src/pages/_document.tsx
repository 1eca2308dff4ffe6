import Document, { Head, Html, Main, NextScript } from 'next/document';
import { localeDir, toLocale } from '../lib/i18n/locales';

/** `<html lang dir>` from the page's locale; next-i18next does not set `dir` (STACK.md). */
export default class VidloomDocument extends Document {
  render() {
    const locale = toLocale(this.props.locale);
    return (
      <Html lang={locale} dir={localeDir(locale)} className="light" style={{ colorScheme: 'light' }}>
        <Head>
          <meta name="theme-color" content="#ffffff" />
          <meta name="color-scheme" content="light" />
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
