import { SiteFooter } from '@/components/site-footer.tsx';
import { FeatureCards } from './feature-cards.tsx';
import { GetStarted } from './get-started.tsx';
import { Hero } from './hero.tsx';
import { Inspiration } from './inspiration.tsx';
import { LandingHeader } from './landing-header.tsx';
import { Steps } from './steps.tsx';
import { Stories } from './stories.tsx';

export default function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <LandingHeader />
      <main className="flex-1">
        <Hero />
        <FeatureCards />
        <Steps />
        <Stories />
        <Inspiration />
        <GetStarted />
      </main>
      <SiteFooter />
    </div>
  );
}
