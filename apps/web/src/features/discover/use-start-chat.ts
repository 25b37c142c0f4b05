import { useNavigate } from 'react-router';

export interface ChatPerson {
  userId: string;
  displayName: string;
  photoUrl: string | null;
}

/**
 * Opens the Messages tab with this person chosen. The social hub reads the router state, so a
 * message typed in the match dialog arrives there instead of being lost.
 */
export function useStartChat() {
  const navigate = useNavigate();
  return (selectedUser: ChatPerson, initialMessage?: string) =>
    navigate('/app/messages?tab=messages', { state: { selectedUser, ...(initialMessage ? { initialMessage } : {}) } });
}
