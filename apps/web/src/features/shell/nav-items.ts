import { Compass, Crown, MessageCircle, User, Video, type LucideIcon } from 'lucide-react';

interface NavItem {
  to: string;
  /** A key in the common namespace's nav section. */
  label: 'discover' | 'stream' | 'messages' | 'profile' | 'premium';
  icon: LucideIcon;
  end?: boolean;
}

/** Phones reach Premium from the header's crown; wider screens list it with the rest. */
export const PREMIUM_ITEM: NavItem = { to: '/app/premium', label: 'premium', icon: Crown };

export const NAV_ITEMS: NavItem[] = [
  { to: '/app', label: 'discover', icon: Compass, end: true },
  { to: '/app/streaming', label: 'stream', icon: Video },
  { to: '/app/messages', label: 'messages', icon: MessageCircle },
  { to: '/app/profile', label: 'profile', icon: User },
];
