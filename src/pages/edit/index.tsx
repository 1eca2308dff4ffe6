import type { PageWithShell } from '@/components/shell/page-options';
import { StudioPage } from '@/features/studio/StudioPage';
import { translatedStaticProps } from '@/server/i18n/page-props';

const EditPage: PageWithShell = () => <StudioPage />;
EditPage.hideGetStarted = true;

export default EditPage;
export const getStaticProps = translatedStaticProps('/edit');
