import type { OnboardingValues } from '../onboarding-values.ts';

export interface StepProps {
  values: OnboardingValues;
  update: (patch: Partial<OnboardingValues>) => void;
}
