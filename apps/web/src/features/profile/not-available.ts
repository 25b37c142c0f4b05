import { toast } from 'sonner';

// These actions arrive with later issues; until then they say so plainly and do nothing else.
export const notAvailableYet = {
  buyTokens: () =>
    toast('Buying tokens is not available yet', {
      description: 'Token purchases are coming soon. Nothing has been charged.',
    }),
};
