import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '@/features/auth';
import { completeOnboarding } from '@/features/profile';
import { StepFrame } from './components/step-frame.tsx';
import { i18n } from '@/lib/i18n/i18n.ts';
import { STEP_COUNT, stepTitle, type OnboardingValues } from './onboarding-values.ts';
import { reportSaveFailure, saveToast } from './save-onboarding.ts';
import { canContinue, firstIncompleteStep, toCompleteBody } from './step-rules.ts';
import { AboutYouStep } from './steps/about-you-step.tsx';
import { AllSetStep, type SaveProblem } from './steps/all-set-step.tsx';
import { BasicsStep } from './steps/basics-step.tsx';
import { BlockContactsStep } from './steps/block-contacts-step.tsx';
import { DistanceStep } from './steps/distance-step.tsx';
import { HowMatchingWorksStep } from './steps/how-matching-works-step.tsx';
import { LocationStep } from './steps/location-step.tsx';
import { PhotosStep } from './steps/photos-step.tsx';
import { PreferencesStep } from './steps/preferences-step.tsx';
import { TermsStep } from './steps/terms-step.tsx';
import { useOnboardingDraft } from './use-onboarding-draft.ts';
import { usePhotoUploads } from './use-photo-uploads.ts';

const missingText = (step: number) =>
  step === 1
    ? i18n.t('onboarding:missing.terms')
    : step === 6
      ? i18n.t('onboarding:missing.photos')
      : i18n.t('onboarding:missing.step', { step });

function OnboardingFlow({ userId }: { userId: string }) {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const { session } = useAuth();
  const { draft, setDraft, clear } = useOnboardingDraft(userId);
  const { step, values } = draft;
  const uploads = usePhotoUploads(step >= 6);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const inFlight = useRef(false);
  const today = useMemo(() => new Date(), []);

  const photoIds = useMemo(() => uploads.photos.map((p) => p.id), [uploads.photos]);
  const ready = canContinue(step, values, { photoIds, busy: uploads.busy }, today);

  const update = useCallback(
    (patch: Partial<OnboardingValues>) => setDraft((d) => ({ ...d, values: { ...d.values, ...patch } })),
    [setDraft],
  );
  const goTo = (next: number) => {
    setProblem(null);
    setDraft((d) => ({ ...d, step: Math.min(STEP_COUNT, Math.max(1, next)) }));
  };

  async function save(confirmContactShare = false) {
    if (inFlight.current) return;
    if (!session.currentUser) return void saveToast.notSignedIn();
    inFlight.current = true;
    setSaving(true);
    setProblem(null);
    try {
      await completeOnboarding({
        ...toCompleteBody(values, photoIds),
        ...(confirmContactShare && { confirmContactShare }),
      });
      clear();
      saveToast.saved();
      navigate('/app', { replace: true });
    } catch (err) {
      setProblem(reportSaveFailure(err, Boolean(session.currentUser)));
      setSaving(false);
    } finally {
      inFlight.current = false;
    }
  }

  // On the last step, say plainly which earlier answer is still missing instead of just greying the button.
  const missing =
    step === STEP_COUNT && !uploads.busy && uploads.load !== 'idle'
      ? firstIncompleteStep(values, { photoIds, busy: false }, today)
      : null;
  const shownProblem: SaveProblem | null =
    problem ??
    (missing === null ? null : { message: missingText(missing), step: missing, stepTitle: stepTitle(missing) });

  const stepProps = { values, update };
  return (
    <StepFrame
      step={step}
      title={stepTitle(step) ?? ''}
      canContinue={ready}
      busy={saving}
      continueLabel={step === STEP_COUNT ? (saving ? t('frame.saving') : t('frame.complete')) : undefined}
      onBack={() => goTo(step - 1)}
      onContinue={() => (step === STEP_COUNT ? void save() : goTo(step + 1))}
    >
      {step === 1 && <TermsStep {...stepProps} />}
      {step === 2 && <AboutYouStep {...stepProps} />}
      {step === 3 && <BasicsStep {...stepProps} />}
      {step === 4 && <PreferencesStep {...stepProps} />}
      {step === 5 && <DistanceStep {...stepProps} />}
      {step === 6 && <PhotosStep uploads={uploads} />}
      {step === 7 && <LocationStep {...stepProps} />}
      {step === 8 && <BlockContactsStep {...stepProps} />}
      {step === 9 && <HowMatchingWorksStep />}
      {step === 10 && (
        <AllSetStep
          values={values}
          photos={uploads.photos}
          problem={shownProblem}
          onGoToStep={goTo}
          onConfirmShare={() => void save(true)}
        />
      )}
    </StepFrame>
  );
}

export default function OnboardingPage() {
  const { user } = useAuth();
  // The route guard sends visitors to sign up; this only covers the moment a session ends mid-flow.
  if (!user) return null;
  // Keyed by account: a different sign-in in this tab starts from that account's own draft.
  return <OnboardingFlow key={user.id} userId={user.id} />;
}
