import { PricingPage } from '@/features/pricing/PricingPage';
import { translatedStaticProps } from '@/server/i18n/page-props';

export default PricingPage;
export const getStaticProps = translatedStaticProps('/pricing');
