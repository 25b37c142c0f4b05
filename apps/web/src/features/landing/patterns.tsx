import { useId } from 'react';
import { cn } from '@/lib/cn.ts';

/**
 * Decorative artwork drawn in code (no photos, no external files). Every piece is aria-hidden:
 * it carries no information a screen reader needs.
 */

/** A woven strip of blocks and bars, in the spirit of strip-woven cloth. Fills its box. */
export function KenteBand({ className }: { className?: string }) {
  const id = useId();
  return (
    <svg aria-hidden="true" focusable="false" className={cn('block w-full', className)} preserveAspectRatio="none">
      <defs>
        <pattern id={id} width="64" height="16" patternUnits="userSpaceOnUse">
          <rect width="64" height="16" fill="#0b3d1e" />
          <rect x="0" y="0" width="16" height="16" fill="#f2b705" />
          <rect x="4" y="4" width="8" height="8" fill="#0b3d1e" />
          <rect x="16" y="0" width="4" height="16" fill="#c65a1e" />
          <rect x="22" y="0" width="2" height="16" fill="#f2b705" />
          <rect x="26" y="6" width="12" height="4" fill="#f2b705" />
          <rect x="40" y="0" width="16" height="16" fill="#c65a1e" />
          <path d="M40 0 L48 8 L40 16 Z M56 0 L48 8 L56 16 Z" fill="#1f1a14" />
          <rect x="58" y="0" width="2" height="16" fill="#f2b705" />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  );
}

/** A quiet repeating lattice of diamonds and dots, used behind dark hero areas. */
export function LatticeBackdrop({ className }: { className?: string }) {
  const id = useId();
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={cn('pointer-events-none absolute inset-0 h-full w-full', className)}
    >
      <defs>
        <pattern id={id} width="48" height="48" patternUnits="userSpaceOnUse">
          <path d="M24 4 L44 24 L24 44 L4 24 Z" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M24 16 L32 24 L24 32 L16 24 Z" fill="currentColor" fillOpacity="0.5" />
          <circle cx="0" cy="0" r="2.5" fill="currentColor" />
          <circle cx="48" cy="0" r="2.5" fill="currentColor" />
          <circle cx="0" cy="48" r="2.5" fill="currentColor" />
          <circle cx="48" cy="48" r="2.5" fill="currentColor" />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  );
}

/**
 * Our own emblem: a heart whose two lobes curl inward into spirals, with a small seed at its
 * heart: looking back to what you carry while moving toward someone new.
 */
export function HeartEmblem({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 200 200" aria-hidden="true" focusable="false" className={className}>
      <circle cx="100" cy="100" r="96" fill="#072814" stroke="#f2b705" strokeWidth="3" />
      <circle cx="100" cy="100" r="84" fill="none" stroke="#f2b705" strokeWidth="1.5" strokeDasharray="4 7" />
      <g fill="none" stroke="#f2b705" strokeWidth="9" strokeLinecap="round" strokeLinejoin="round">
        {/* outer heart */}
        <path d="M100 160 C 70 135, 38 112, 40 78 C 42 52, 70 42, 86 58 C 94 66, 98 74, 100 82 C 102 74, 106 66, 114 58 C 130 42, 158 52, 160 78 C 162 112, 130 135, 100 160 Z" />
        {/* spirals curling inward from each lobe */}
        <path d="M86 58 C 72 60, 66 76, 76 86 C 84 94, 96 86, 90 78" />
        <path d="M114 58 C 128 60, 134 76, 124 86 C 116 94, 104 86, 110 78" />
      </g>
      <path d="M100 104 L112 118 L100 132 L88 118 Z" fill="#e0743a" />
      <g fill="#f2b705">
        <circle cx="100" cy="22" r="4" />
        <circle cx="100" cy="178" r="4" />
        <circle cx="22" cy="100" r="4" />
        <circle cx="178" cy="100" r="4" />
      </g>
    </svg>
  );
}

/** A small mark for the header: the emblem's heart on a gold disc. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <circle cx="20" cy="20" r="20" fill="#0b3d1e" />
      <path
        d="M20 31 C 14 26, 8 22, 8.5 15.5 C 9 10.5, 14.5 8.5, 17.5 11.5 C 18.8 12.8, 19.6 14.2, 20 15.6 C 20.4 14.2, 21.2 12.8, 22.5 11.5 C 25.5 8.5, 31 10.5, 31.5 15.5 C 32 22, 26 26, 20 31 Z"
        fill="none"
        stroke="#f2b705"
        strokeWidth="2.6"
        strokeLinejoin="round"
      />
      <path d="M20 19 L23 22.5 L20 26 L17 22.5 Z" fill="#e0743a" />
    </svg>
  );
}
