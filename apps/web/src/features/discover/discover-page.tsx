import { Compass } from 'lucide-react';
import { EmptyState } from '@/components/empty-state.tsx';

export default function DiscoverPage() {
  return (
    <EmptyState icon={Compass} title="Discover is coming soon">
      <p>Profile cards, likes, super likes and matches are being built right now.</p>
      <p>Until then, make sure your account is ready: your e-mail is confirmed and your location is set.</p>
    </EmptyState>
  );
}
