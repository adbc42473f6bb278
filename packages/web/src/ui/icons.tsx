// Small inline icons; decorative, so hidden from assistive technology.
const common = {
  width: 16,
  height: 16,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round" as const,
  strokeLinejoin: "round" as const,
  "aria-hidden": true,
  focusable: false,
};

export function CopyIcon() {
  return (
    <svg {...common}>
      <rect x="9" y="9" width="13" height="13" rx="2" />
      <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
    </svg>
  );
}

export function ChevronIcon({ expanded }: { expanded: boolean }) {
  return (
    <svg {...common} className={`chevron${expanded ? " chevron-expanded" : ""}`}>
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

export function ArrowLeftIcon() {
  return (
    <svg {...common}>
      <path d="M19 12H5M12 19l-7-7 7-7" />
    </svg>
  );
}

export function ExternalIcon() {
  return (
    <svg {...common}>
      <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
    </svg>
  );
}

export function SpinnerIcon() {
  return (
    <svg {...common} className="spinner">
      <path d="M21 12a9 9 0 1 1-6.2-8.6" />
    </svg>
  );
}
