import { Video } from 'lucide-react';
import { EmptyState } from '@/components/empty-state.tsx';

export default function StreamingPage() {
  return (
    <EmptyState icon={Video} title="Live streaming is coming soon">
      <p>Soon you can go live and watch others share music, food and culture in real time.</p>
    </EmptyState>
  );
}
