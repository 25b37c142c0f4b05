import { useNavigate } from 'react-router';
import type { ChatIntent } from './hub-tabs.ts';

/** Chat and Message buttons all go the same way: to the Messages tab with that person chosen. */
export function useOpenChat() {
  const navigate = useNavigate();
  return (person: { userId: string; displayName: string; photoUrl: string | null }) => {
    const state: ChatIntent = {
      selectedUser: { userId: person.userId, displayName: person.displayName, photoUrl: person.photoUrl },
    };
    navigate('/app/messages?tab=messages', { state });
  };
}
