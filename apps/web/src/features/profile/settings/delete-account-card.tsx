import { TriangleAlert } from 'lucide-react';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

export function DeleteAccountCard() {
  return (
    <section aria-labelledby="delete-account-title" className="rounded-3xl border border-red-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="delete-account-title" className="flex items-center gap-2 text-xl text-danger">
        <TriangleAlert className="h-5 w-5" aria-hidden />
        Delete Account
      </h2>
      <p className="mt-1 mb-4 text-sm text-ink-soft">
        Permanently removes your profile, photos, messages and sessions. You will need your password.
      </p>
      <DeleteAccountDialog />
    </section>
  );
}
