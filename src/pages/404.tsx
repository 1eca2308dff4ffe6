import { NotFoundPage } from '@/features/NotFoundPage';
import { translatedStaticProps } from '@/server/i18n/page-props';

export default NotFoundPage;
export const getStaticProps = translatedStaticProps('/404');
