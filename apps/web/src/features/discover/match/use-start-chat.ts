import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { isRealProfileId } from '@sankofa/contracts';
import { DEMO_MESSAGES } from '../demo-messages.ts';

interface ChatPerson {
  userId: string;
  displayName: string;
  photoUrl: string | null;
}

/**
 * Opens the Messages tab with this person chosen. The social hub reads the router state, so a
 * message typed in the match dialog is sent from there. A sample profile cannot be messaged: the
 * person is told so and stays where they are.
 */
export function useStartChat() {
  const navigate = useNavigate();
  return (selectedUser: ChatPerson, initialMessage?: string) => {
    if (!isRealProfileId(selectedUser.userId)) {
      toast(DEMO_MESSAGES.message);
      return;
    }
    navigate('/app/messages?tab=messages', { state: { selectedUser, ...(initialMessage ? { initialMessage } : {}) } });
  };
}
