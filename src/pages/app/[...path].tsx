import type { GetServerSideProps } from 'next';
import type { PageWithShell } from '../../components/shell/page-options';
import { StudioPage } from '../../features/studio/StudioPage';
import { getTranslationProps } from '../../server/i18n/get-translation-props';

type Props = { recordId: string };

/** `/app/<anything>`: the studio with that record open (the share page arrives with the video API). */
const AppRecordPage: PageWithShell<Props> = ({ recordId }) => <StudioPage recordId={recordId} />;
AppRecordPage.hideGetStarted = true;

export default AppRecordPage;

export const getServerSideProps: GetServerSideProps<Props> = async ({ locale, params }) => {
  const path = params?.path;
  const recordId = Array.isArray(path) ? path.join('/') : String(path ?? '');
  return { props: { ...(await getTranslationProps(locale, '/app')), recordId } };
};
