import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { notAvailableYet } from './not-available.ts';

export function VerificationCard() {
  return (
    <section className="flex flex-col gap-4 rounded-3xl border border-terracotta-400 bg-sand-100 p-5 shadow-sm sm:flex-row sm:items-center sm:p-6">
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-terracotta-600 text-white">
        <ShieldCheck className="h-6 w-6" aria-hidden />
      </span>
      <div className="flex-1">
        <h2 className="text-xl text-forest-800">Account Verification</h2>
        <p className="mt-1 text-ink-soft">
          Verify your identity to gain trust and increase your matches. Verified profiles get 3x more likes!
        </p>
      </div>
      <Button onClick={notAvailableYet.verification}>Start Verification</Button>
    </section>
  );
}
