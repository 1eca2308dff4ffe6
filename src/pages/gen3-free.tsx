import { LandingPage } from '@/features/landing/LandingPage';
import { translatedStaticProps } from '@/server/i18n/page-props';

export default function Gen3FreeLandingPage() {
  return <LandingPage ns="gen3Free" studioSlug="text-to-video" />;
}

export const getStaticProps = translatedStaticProps('/gen3-free');
