// The product's mark: a gold tile with a navy peak and a spark. Decorative: the product name is
// always written beside it. Also drawn as public/favicon.svg.
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="brand-mark">
      <rect width="32" height="32" rx="8" fill="#f5b942" />
      <path
        d="M8.5 24 15 9.5 21.5 24M11.2 18h7.6"
        fill="none"
        stroke="#0b1b3a"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="24.5" cy="9.5" r="2.5" fill="#0b1b3a" />
    </svg>
  );
}
