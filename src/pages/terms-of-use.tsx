import { LegalPage } from '@/features/legal/LegalPage';
import { translatedStaticProps } from '@/server/i18n/page-props';

export default function TermsOfUsePage() {
  return <LegalPage ns="termsUse" />;
}

export const getStaticProps = translatedStaticProps('/terms-of-use');
