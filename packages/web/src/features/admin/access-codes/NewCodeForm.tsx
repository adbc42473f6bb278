import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { accessCodeLimits, type NewAccessCode } from "@ai-leaders/core/access-codes/schema";
import { useAction } from "../use-action.ts";
import { FormActions } from "../components/FormActions.tsx";
import { createAccessCodeRequest, type StoredAccessCode } from "./api.ts";

interface NewCodeFormProps {
  accessToken: string;
  onCreated: (code: string, record: StoredAccessCode) => void;
  onCancel: () => void;
}

const today = () => new Date().toISOString().slice(0, 10);

/** A new code: a label, random or chosen, and an optional last day and use limit. */
export function NewCodeForm({ accessToken, onCreated, onCancel }: NewCodeFormProps) {
  const [label, setLabel] = useState("");
  const [kind, setKind] = useState<"random" | "chosen">("random");
  const [chosen, setChosen] = useState("");
  const [expiresOn, setExpiresOn] = useState("");
  const [useLimit, setUseLimit] = useState("");
  const action = useAction();
  const ids = {
    label: useId(),
    chosen: useId(),
    chosenHint: useId(),
    expiry: useId(),
    expiryHint: useId(),
    limit: useId(),
    limitHint: useId(),
  };
  const labelRef = useRef<HTMLInputElement>(null);

  useEffect(() => labelRef.current?.focus(), []);

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (action.busy) return;
    const request: NewAccessCode = {
      label,
      ...(kind === "chosen" && { code: chosen }),
      ...(expiresOn && { expires_on: expiresOn }),
      ...(useLimit && { use_limit: Number(useLimit) }),
    };
    void action.run(
      () => createAccessCodeRequest(accessToken, request),
      ({ code, access_code }) => onCreated(code, access_code),
    );
  }

  return (
    <form className="admin-panel admin-edit-form access-code-form" aria-label="New access code" onSubmit={save}>
      <div className="admin-field">
        <label htmlFor={ids.label}>Label</label>
        <input
          id={ids.label}
          ref={labelRef}
          required
          maxLength={accessCodeLimits.labelMax}
          placeholder="Leaders Summit March"
          value={label}
          onChange={(event) => setLabel(event.target.value)}
        />
      </div>
      <fieldset className="access-code-kind">
        <legend>The code</legend>
        <label>
          <input type="radio" name="access-code-kind" checked={kind === "random"} onChange={() => setKind("random")} /> Random (like
          K7QM-X3RT-9HVW)
        </label>
        <label>
          <input type="radio" name="access-code-kind" checked={kind === "chosen"} onChange={() => setKind("chosen")} /> One I choose
        </label>
        {kind === "chosen" && (
          <div className="admin-field">
            <label htmlFor={ids.chosen}>Code</label>
            <input
              id={ids.chosen}
              required
              autoComplete="off"
              spellCheck={false}
              minLength={accessCodeLimits.codeMin}
              maxLength={accessCodeLimits.codeMax}
              pattern="[A-Za-z0-9\-]+"
              aria-describedby={ids.chosenHint}
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
            />
            <p id={ids.chosenHint} className="admin-row-meta">
              {accessCodeLimits.codeMin} to {accessCodeLimits.codeMax} letters, digits or hyphens. Visitors may type it in any case.
            </p>
          </div>
        )}
      </fieldset>
      <div className="access-code-limits">
        <div className="admin-field">
          <label htmlFor={ids.expiry}>Last day (optional)</label>
          <input
            id={ids.expiry}
            type="date"
            min={today()}
            aria-describedby={ids.expiryHint}
            value={expiresOn}
            onChange={(event) => setExpiresOn(event.target.value)}
          />
          <p id={ids.expiryHint} className="admin-row-meta">
            Works until the end of this day (UTC).
          </p>
        </div>
        <div className="admin-field">
          <label htmlFor={ids.limit}>Use limit (optional)</label>
          <input
            id={ids.limit}
            type="number"
            inputMode="numeric"
            min={1}
            max={accessCodeLimits.useLimitMax}
            step={1}
            aria-describedby={ids.limitHint}
            value={useLimit}
            onChange={(event) => setUseLimit(event.target.value)}
          />
          <p id={ids.limitHint} className="admin-row-meta">
            How many entries it allows in all.
          </p>
        </div>
      </div>
      <FormActions error={action.error} busy={action.busy} label="Create code" busyLabel="Creating…" onCancel={onCancel} />
    </form>
  );
}
