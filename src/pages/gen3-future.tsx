import { LandingPage } from '@/features/landing/LandingPage';
import { translatedStaticProps } from '@/server/i18n/page-props';

export default function Gen3FutureLandingPage() {
  return <LandingPage ns="gen3Future" studioSlug="text-to-video" />;
}

export const getStaticProps = translatedStaticProps('/gen3-future');
