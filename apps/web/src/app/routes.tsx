import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { RouteLoading } from '@/components/ui/loading-screen.tsx';
import { RequireSignedIn, RedirectIfSignedIn } from '@/features/auth/route-guards.tsx';
import { RouteError } from './route-error.tsx';
import { WithToasts } from './with-toasts.tsx';
import { LandingRoute } from './landing-route.tsx';

// Route-level code splitting: each page is its own chunk, so the landing page ships only what it needs.
const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);
const About = page(() => import('@/features/about/about-page.tsx'));
const Terms = page(() => import('@/features/legal/terms-page.tsx'));
const Privacy = page(() => import('@/features/legal/privacy-page.tsx'));
const Cookies = page(() => import('@/features/legal/cookies-page.tsx'));
const SignUp = page(() => import('@/features/auth/sign-up-page.tsx'));
const SignIn = page(() => import('@/features/auth/sign-in-page.tsx'));
const ForgotPassword = page(() => import('@/features/auth/forgot-password-page.tsx'));
const ResetPassword = page(() => import('@/features/auth/reset-password-page.tsx'));
const ConfirmEmail = page(() => import('@/features/auth/confirm-email-page.tsx'));
const Onboarding = page(() => import('@/features/onboarding/onboarding-page.tsx'));
const Shell = page(() => import('@/features/shell/app-shell.tsx'));
const Discover = page(() => import('@/features/discover/discover-page.tsx'));
const Streaming = page(() => import('@/features/streaming/streaming-page.tsx'));
const WatchStream = page(() => import('@/features/streaming/watch/watch-page.tsx'));
const Messages = page(() => import('@/features/messages/messages-page.tsx'));
const Profile = page(() => import('@/features/profile/profile-page.tsx'));
const Premium = page(() => import('@/features/premium/premium-page.tsx'));
const Notifications = page(() => import('@/features/notifications/notifications-page.tsx'));
const SandboxCheckout = page(() => import('@/features/payments/sandbox-checkout-page.tsx'));
const AccountStatus = page(() => import('@/features/account-status/account-status-page.tsx'));
const Restricted = page(() => import('@/features/account-status/restricted-page.tsx'));
// The moderators' console: its own chunk, which a member's pages never load.
const Moderation = page(() => import('@/features/moderation/mod-page.tsx'));

function show(Page: LazyExoticComponent<ComponentType>, what?: 'experience' | 'moderation') {
  return (
    <Suspense fallback={<RouteLoading what={what} />}>
      <Page />
    </Suspense>
  );
}

function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** The route table; the browser router and the build-time prerender both use it. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    // A page that throws, or whose chunk is gone after a deploy, lands here instead of the router's default screen.
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <LandingRoute /> },
      { path: '/about', element: show(About) },
      { path: '/terms', element: show(Terms) },
      { path: '/privacy', element: show(Privacy) },
      { path: '/cookies', element: show(Cookies) },
      {
        element: <WithToasts />,
        children: [
          { path: '/auth', element: <RedirectIfSignedIn>{show(SignUp)}</RedirectIfSignedIn> },
          { path: '/signin', element: <RedirectIfSignedIn>{show(SignIn)}</RedirectIfSignedIn> },
          { path: '/forgot-password', element: show(ForgotPassword) },
          { path: '/reset-password', element: show(ResetPassword) },
          { path: '/confirm-email', element: show(ConfirmEmail) },
          { path: '/account-restricted', element: show(Restricted) },
          { path: '/mod', element: <RequireSignedIn>{show(Moderation, 'moderation')}</RequireSignedIn> },
          { path: '/onboarding', element: <RequireSignedIn>{show(Onboarding)}</RequireSignedIn> },
          {
            path: '/app',
            element: <RequireSignedIn>{show(Shell, 'experience')}</RequireSignedIn>,
            children: [
              { index: true, element: show(Discover) },
              { path: 'streaming', element: show(Streaming) },
              { path: 'streaming/:streamId', element: show(WatchStream) },
              { path: 'messages', element: show(Messages) },
              { path: 'profile', element: show(Profile) },
              { path: 'premium', element: show(Premium) },
              { path: 'notifications', element: show(Notifications) },
              { path: 'checkout/:checkoutId', element: show(SandboxCheckout) },
              { path: 'account-status', element: show(AccountStatus) },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
