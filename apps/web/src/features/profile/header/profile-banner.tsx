/** The header card's strip: forest green with a woven gold motif, drawn here rather than a picture. */
export function ProfileBanner() {
  return (
    <div
      aria-hidden
      className="relative h-24 overflow-hidden bg-linear-to-r from-forest-900 via-forest-800 to-forest-600 sm:h-32"
    >
      <svg className="absolute inset-0 h-full w-full opacity-30" preserveAspectRatio="none">
        <defs>
          <pattern id="profile-weave" width="48" height="24" patternUnits="userSpaceOnUse">
            <path d="M0 12 L12 0 L24 12 L12 24 Z" fill="none" stroke="#f2b705" strokeWidth="2" />
            <path d="M24 12 L36 0 L48 12 L36 24 Z" fill="#f2b705" fillOpacity="0.35" />
            <rect x="0" y="22" width="48" height="2" fill="#e0743a" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#profile-weave)" />
      </svg>
    </div>
  );
}
