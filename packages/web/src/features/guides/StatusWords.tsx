import { useEffect, useState } from "react";
import { workflowMessages } from "@ai-leaders/core/messages";
import { SpinnerIcon } from "../../ui/icons.tsx";

/** Spec §4: while waiting, the status text cycles every 2.5 s. */
export const statusWordInterval = 2_500;

export function StatusWords() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % workflowMessages.statusWords.length), statusWordInterval);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <p className="guides-status-words" role="status">
      <SpinnerIcon />
      {/* The cycling word is for the eye; assistive technology hears one steady announcement. */}
      <span aria-hidden="true">{workflowMessages.statusWords[index]}...</span>
      <span className="visually-hidden">Analysis in progress</span>
    </p>
  );
}
