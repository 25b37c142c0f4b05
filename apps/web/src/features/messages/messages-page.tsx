import { MessageCircle } from 'lucide-react';
import { EmptyState } from '@/components/empty-state.tsx';

export default function MessagesPage() {
  return (
    <EmptyState icon={MessageCircle} title="Messages are coming soon">
      <p>Friends, matches and real-time chat with hearts and gifts will live here.</p>
    </EmptyState>
  );
}
