// Small inline icons; decorative, so hidden from assistive technology.
import type { ReactNode } from "react";

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

export function DownloadIcon() {
  return (
    <svg {...common}>
      <path d="M12 3v12m0 0-5-5m5 5 5-5M4 19h16" />
    </svg>
  );
}

export function PrintIcon() {
  return (
    <svg {...common}>
      <path d="M6 9V2h12v7M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
      <rect x="6" y="14" width="12" height="8" />
    </svg>
  );
}

export function EyeIcon() {
  return (
    <svg {...common}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

/** A smaller, bolder mark beside a short label: a check's status, a fix done. */
export function MarkIcon({ children }: { children: ReactNode }) {
  return (
    <svg {...common} width={14} height={14} strokeWidth={3}>
      {children}
    </svg>
  );
}

export function CheckIcon() {
  return (
    <MarkIcon>
      <path d="M20 6 9 17l-5-5" />
    </MarkIcon>
  );
}
