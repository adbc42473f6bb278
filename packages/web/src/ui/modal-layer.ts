// The open modal dialogs, newest last. A modal <dialog> sits in the browser's top layer and makes
// the rest of the page inert, so whatever must stay visible and usable above it (toasts) is
// rendered inside the newest one.
import { useSyncExternalStore } from "react";

let openDialogs: readonly HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly HTMLDialogElement[]) {
  openDialogs = next;
  for (const listener of listeners) listener();
}

/** Records a dialog just shown with showModal(); the returned function records it closed. */
export function enterModalLayer(dialog: HTMLDialogElement): () => void {
  publish([...openDialogs.filter((open) => open !== dialog), dialog]);
  return () => {
    if (openDialogs.includes(dialog)) publish(openDialogs.filter((open) => open !== dialog));
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The newest open modal dialog, or null (always null on the server). */
export function useTopModalDialog(): HTMLDialogElement | null {
  return useSyncExternalStore(
    subscribe,
    () => openDialogs.at(-1) ?? null,
    () => null,
  );
}
