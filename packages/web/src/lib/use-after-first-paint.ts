import { useEffect, useState } from "react";

/**
 * False until `shown` has been painted once, then true for good. What waits on it (an opened
 * card's sections below its prompt, a new result list's rows after its first two) is drawn a frame
 * after the rest, so a click or a key paints what it was for first and a slow phone lays out less
 * before it does.
 */
export function useAfterFirstPaint(shown: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!shown || painted) return;
    let task: ReturnType<typeof setTimeout> | undefined;
    // A frame's callback runs before that frame is painted; a task queued from it, after.
    const frame = requestAnimationFrame(() => (task = setTimeout(() => setPainted(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [shown, painted]);
  return painted;
}
