import { BillingPage } from '@/features/account/BillingPage';
import { translatedStaticProps } from '@/server/i18n/page-props';

export default BillingPage;

export const getStaticProps = translatedStaticProps('/user/billing');
