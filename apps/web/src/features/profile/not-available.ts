import { toast } from 'sonner';

// These actions arrive with later issues; until then they say so plainly and do nothing else.
export const notAvailableYet = {
  verification: () =>
    toast('Verification is not available yet', {
      description: 'Identity verification is coming soon. We will let you know when you can start.',
    }),
};
