import { useId, useState, type FormEvent } from "react";
import type { BrowserSession } from "@ai-leaders/core/accounts";
import { passkeyNameSchema, type FactorSummary } from "@ai-leaders/core/accounts/factors/schema";
import { addPasskey } from "../factors-api.ts";
import { FormError } from "../../ui/FormError.tsx";

/**
 * Names a passkey and registers it on this device. `onAdded` gets the factors now and the session
 * the registration proved (a second factor, as an authenticator code would).
 */
export function AddPasskeyForm({
  accessToken,
  onAdded,
  defaultName = "",
}: {
  accessToken: string;
  onAdded: (added: { factors: FactorSummary; session: BrowserSession; name: string }) => void;
  defaultName?: string;
}) {
  const [name, setName] = useState(defaultName);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { name: useId(), error: useId() };

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = passkeyNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    setBusy(true);
    const added = await addPasskey(accessToken, parsed.data);
    setBusy(false);
    if (!added.ok) {
      setError(added.message);
      return;
    }
    setName("");
    onAdded({ ...added.value, name: parsed.data });
  }

  return (
    <form className="dialog-form passkey-add" onSubmit={add} noValidate>
      <div className="auth-field">
        <label htmlFor={ids.name}>Passkey name</label>
        <input
          id={ids.name}
          placeholder="e.g. Work laptop"
          value={name}
          maxLength={60}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? ids.error : undefined}
          readOnly={busy}
        />
      </div>
      <button type="submit" className="button button-primary" aria-disabled={busy || undefined}>
        {busy ? "Waiting for your device..." : "Add a passkey"}
      </button>
      <FormError id={ids.error}>{error}</FormError>
    </form>
  );
}
