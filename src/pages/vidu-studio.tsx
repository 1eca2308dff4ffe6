import { LandingPage } from '@/features/landing/LandingPage';
import { translatedStaticProps } from '@/server/i18n/page-props';

export default function ViduLandingPage() {
  return <LandingPage ns="vidu" studioSlug="image-to-video" />;
}

export const getStaticProps = translatedStaticProps('/vidu-studio');
