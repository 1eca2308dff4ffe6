import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';

/** Title and description of a page, in its language. */
export function PageHead({ title, description, noindex = false }: { title: string; description?: string; noindex?: boolean }) {
  const { t } = useTranslation('common');
  const brand = t('brand');
  const fullTitle = title.includes(brand) ? title : `${title} | ${brand}`;
  return (
    <Head>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      {noindex && <meta name="robots" content="noindex" />}
    </Head>
  );
}
