import { Sparkles } from 'lucide-react';
import { useNavigate } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { Button } from '@/components/ui/button.tsx';

export default function OnboardingPage() {
  const navigate = useNavigate();
  return (
    <main className="min-h-dvh bg-sand-50 px-4 py-12">
      <EmptyState icon={Sparkles} title="Onboarding is coming soon">
        <p>Your account is ready. The ten-step profile set-up is being built; you can start exploring now.</p>
        <Button className="mt-4" onClick={() => navigate('/app', { replace: true })}>
          Continue to the app
        </Button>
      </EmptyState>
    </main>
  );
}
