import type { GetServerSideProps } from 'next';
import type { PageWithShell } from '@/components/shell/page-options';
import { type SharedVideo, SharePage } from '@/features/share/SharePage';
import { StudioPage } from '@/features/studio/StudioPage';
import { loadRecordPage } from '@/server/videos/record-page';
import { getTranslationProps } from '@/server/i18n/get-translation-props';

type Props = { shared: SharedVideo } | { recordId: string };

/**
 * `/app/{videoId}` (API.md): the public page of a shared video; the studio with the record
 * open for its signed-in owner; 404 for anyone else.
 */
const AppRecordPage: PageWithShell<Props> = (props) =>
  'shared' in props ? <SharePage video={props.shared} /> : <StudioPage recordId={props.recordId} />;
AppRecordPage.hideGetStarted = true;

export default AppRecordPage;

export const getServerSideProps: GetServerSideProps<Props> = async ({ locale, params, req }) => {
  const path = params?.path;
  const id = Array.isArray(path) ? path.join('/') : String(path ?? '');
  const page = await loadRecordPage(id, req, locale);
  if (!page) return { notFound: true };
  return { props: { ...(await getTranslationProps(locale, '/app')), ...page } };
};
