import { HelpPage } from '@/features/help/HelpPage';
import { translatedStaticProps } from '@/server/i18n/page-props';

export default HelpPage;
export const getStaticProps = translatedStaticProps('/help');
