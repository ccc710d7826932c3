/** A fingerprint mark (decorative: the text beside it says what it is). */
export function FingerprintIcon({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 11v3a8 8 0 0 1-1.5 4.7" strokeLinecap="round" />
      <path d="M8.5 9.5a3.5 3.5 0 0 1 7 0v3.5a11 11 0 0 1-.9 4.4" strokeLinecap="round" />
      <path d="M5.5 13V9.5a6.5 6.5 0 0 1 12.4-2.7" strokeLinecap="round" />
      <path d="M18.5 10.5v2.5a14 14 0 0 1-.6 4" strokeLinecap="round" />
      <path d="M3 9a9 9 0 0 1 3-6.3M21 9c0-1-.2-2-.5-2.9" strokeLinecap="round" />
      <path d="M7.4 17.8A11 11 0 0 0 8.5 13" strokeLinecap="round" />
    </svg>
  );
}
