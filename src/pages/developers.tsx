import type { GetStaticProps } from 'next';
import { DevelopersPage } from '@/features/developers/DevelopersPage';
import { type OpenApiLike, type RouteDoc, referenceOf } from '@/features/developers/reference';
import type { TranslationProps } from '@/lib/i18n/react';
import { openApiDocument } from '@/server/http/openapi/document';
import { getTranslationProps } from '@/server/i18n/get-translation-props';

export default DevelopersPage;

/** The reference is the served document's, made at build: both come from the same code. */
export const getStaticProps: GetStaticProps<TranslationProps & { routes: RouteDoc[] }> = async ({ locale }) => ({
  props: {
    ...(await getTranslationProps(locale, '/developers')),
    routes: referenceOf(openApiDocument() as unknown as OpenApiLike),
  },
});
