import { SettingsPage } from '@/features/account/SettingsPage';
import { translatedStaticProps } from '@/server/i18n/page-props';

export default SettingsPage;

export const getStaticProps = translatedStaticProps('/user/settings');
