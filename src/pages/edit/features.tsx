import { FeaturesIndexPage } from '@/features/features-catalog/FeaturesIndexPage';
import { translatedStaticProps } from '@/server/i18n/page-props';

export default FeaturesIndexPage;
export const getStaticProps = translatedStaticProps('/edit/features');
