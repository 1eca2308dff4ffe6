import { HelpPage } from '@/features/help/HelpPage';
import { translatedPropsWithModelCount } from '@/server/i18n/page-props';

export default HelpPage;
export const getServerSideProps = translatedPropsWithModelCount('/help');
