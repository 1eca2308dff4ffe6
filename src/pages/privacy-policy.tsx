import { LegalPage } from '@/features/legal/LegalPage';
import { translatedStaticProps } from '@/server/i18n/page-props';

export default function PrivacyPolicyPage() {
  return <LegalPage ns="privacyPolicy" />;
}

export const getStaticProps = translatedStaticProps('/privacy-policy');
