import { LandingPage } from '@/features/landing/LandingPage';
import { translatedStaticProps } from '@/server/i18n/page-props';

export default function UseKlingAiLandingPage() {
  return <LandingPage ns="useKlingAi" studioSlug="text-to-video" />;
}

export const getStaticProps = translatedStaticProps('/use-kling-ai');
