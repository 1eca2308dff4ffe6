import { HomePage } from '@/features/home/HomePage';
import { translatedStaticProps } from '@/server/i18n/page-props';

export default HomePage;
export const getStaticProps = translatedStaticProps('/');
