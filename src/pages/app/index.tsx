import type { PageWithShell } from '@/components/shell/page-options';
import { StudioPage } from '@/features/studio/StudioPage';
import { translatedStaticProps } from '@/server/i18n/page-props';

const AppPage: PageWithShell = () => <StudioPage />;
AppPage.hideGetStarted = true;

export default AppPage;
export const getStaticProps = translatedStaticProps('/app');
