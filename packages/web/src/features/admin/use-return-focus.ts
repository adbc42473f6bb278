import { useEffect, useRef } from "react";

/**
 * Focus for a control that a form or panel replaced (a section's "New …" button): asked for when
 * the form closes, taken once the control is drawn again.
 */
export function useReturnFocus<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  const wanted = useRef(false);

  useEffect(() => {
    if (!wanted.current || !ref.current) return;
    wanted.current = false;
    ref.current.focus();
  });

  return {
    ref,
    returnFocus: () => {
      wanted.current = true;
    },
  };
}
