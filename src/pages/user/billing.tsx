import { AccountPage } from '../../features/account/AccountPage';
import { translatedStaticProps } from '../../server/i18n/page-props';

export default function BillingPage() {
  return <AccountPage section="billing" />;
}

export const getStaticProps = translatedStaticProps('/user/billing');
