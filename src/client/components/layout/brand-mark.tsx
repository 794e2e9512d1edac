/** The Elevate mark: a navy tile with an emerald upward chevron. */
export function BrandMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="#0f1f3d" />
      <path
        d="M18 40 32 24l14 16"
        fill="none"
        stroke="#34d39f"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
