import { Compass, MessageCircle, User, Video, type LucideIcon } from 'lucide-react';

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { to: '/app', label: 'Discover', icon: Compass, end: true },
  { to: '/app/streaming', label: 'Stream', icon: Video },
  { to: '/app/messages', label: 'Messages', icon: MessageCircle },
  { to: '/app/profile', label: 'Profile', icon: User },
];
