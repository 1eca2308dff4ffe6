import { AccountPage } from '../../features/account/AccountPage';
import { translatedStaticProps } from '../../server/i18n/page-props';

export default function SettingsPage() {
  return <AccountPage section="settings" />;
}

export const getStaticProps = translatedStaticProps('/user/settings');
