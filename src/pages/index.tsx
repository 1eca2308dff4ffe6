import { HomePage } from '@/features/home/HomePage';
import { translatedPropsWithModelCount } from '@/server/i18n/page-props';

export default HomePage;
export const getServerSideProps = translatedPropsWithModelCount('/');
