import { lazy, Suspense, type ComponentType } from 'react';
import { RouteLoading } from '@/components/ui/loading-screen.tsx';

const loadLanding = () => import('@/features/landing/landing-page.tsx');
const Landing = lazy(loadLanding);

let landingModule: { default: ComponentType } | null = null;

/**
 * Resolves the landing chunk before the prerendered page is hydrated (main.tsx). Without it the
 * landing's Suspense boundary would still be waiting for its chunk while hydrating, and a tap landing
 * in that moment could be swallowed instead of following the link.
 */
export async function preloadLanding(): Promise<void> {
  landingModule = await loadLanding();
}

/** The landing page in a Suspense boundary; the same tree whether its chunk is already here or not. */
export function LandingRoute() {
  const Page = landingModule?.default ?? Landing;
  return (
    <Suspense fallback={<RouteLoading />}>
      <Page />
    </Suspense>
  );
}
