import { LandingPage } from '@/features/landing/LandingPage';
import { translatedStaticProps } from '@/server/i18n/page-props';

export default function UseLumaAiLandingPage() {
  return <LandingPage ns="useLumaAi" studioSlug="image-to-video" />;
}

export const getStaticProps = translatedStaticProps('/use-luma-ai');
