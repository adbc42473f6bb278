import { eraseRequest } from "../api/admin-api.ts";
import { ConfirmAction } from "../components/ConfirmAction.tsx";

export interface Erased {
  email: string;
  signups: number;
  contact_messages: number;
}

/** "Delete on request": asks once more, then erases the person's signup and all their messages. */
export function EraseButton({ accessToken, email, onErased }: { accessToken: string; email: string; onErased: (erased: Erased) => void }) {
  return (
    <ConfirmAction
      openLabel="Erase…"
      openAriaLabel={`Erase ${email}…`}
      groupLabel={`Erase ${email}`}
      question={`Erase everything stored for ${email}: the newsletter signup and every contact message? This cannot be undone.`}
      confirmLabel="Erase"
      busyLabel="Erasing…"
      tone="danger"
      request={() => eraseRequest(accessToken, email)}
      onDone={(erased) => onErased({ email, ...erased })}
    />
  );
}
