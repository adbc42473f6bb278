import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { accessCodeLimits, newAccessCodeSchema, type NewAccessCode } from "@ai-leaders/core/access-codes/schema";
import { teamLimits } from "@ai-leaders/core/limits";
import { accessCodeMessages } from "@ai-leaders/core/messages";
import { useAction } from "../use-action.ts";
import { AdminError } from "../components/AdminError.tsx";
import { FormActions } from "../components/FormActions.tsx";
import { createAccessCodeRequest, type StoredAccessCode } from "./api.ts";

interface NewCodeFormProps {
  accessToken: string;
  onCreated: (code: string, record: StoredAccessCode) => void;
  onCancel: () => void;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Empty for an ordinary code; otherwise the seats as the API takes them, or null when it would refuse them. */
function teamSeatsOf(field: string): number | undefined | null {
  if (field.trim() === "") return undefined;
  const seats = newAccessCodeSchema.shape.team_seats.safeParse(Number(field));
  return seats.success ? seats.data : null;
}

/** A new code: a label, random or chosen, an optional last day and use limit, and seats for a team code. */
export function NewCodeForm({ accessToken, onCreated, onCancel }: NewCodeFormProps) {
  const [label, setLabel] = useState("");
  const [kind, setKind] = useState<"random" | "chosen">("random");
  const [chosen, setChosen] = useState("");
  const [expiresOn, setExpiresOn] = useState("");
  const [useLimit, setUseLimit] = useState("");
  const [teamSeats, setTeamSeats] = useState("");
  const [seatsError, setSeatsError] = useState<string | null>(null);
  const action = useAction();
  const ids = {
    label: useId(),
    chosen: useId(),
    chosenHint: useId(),
    expiry: useId(),
    expiryHint: useId(),
    limit: useId(),
    limitHint: useId(),
    seats: useId(),
    seatsHint: useId(),
    seatsError: useId(),
  };
  const labelRef = useRef<HTMLInputElement>(null);
  const seatsRef = useRef<HTMLInputElement>(null);

  useEffect(() => labelRef.current?.focus(), []);

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (action.busy) return;
    const seats = teamSeatsOf(teamSeats);
    // Said at the field, in the API's words, before anything is sent.
    setSeatsError(seats === null ? accessCodeMessages.invalidTeamSeats : null);
    if (seats === null) {
      seatsRef.current?.focus();
      return;
    }
    const request: NewAccessCode = {
      label,
      ...(kind === "chosen" && { code: chosen }),
      ...(expiresOn && { expires_on: expiresOn }),
      ...(useLimit && { use_limit: Number(useLimit) }),
      ...(seats !== undefined && { team_seats: seats }),
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
        <div className="admin-field">
          <label htmlFor={ids.seats}>Team seats (optional)</label>
          <input
            id={ids.seats}
            ref={seatsRef}
            type="number"
            inputMode="numeric"
            aria-describedby={seatsError ? `${ids.seatsError} ${ids.seatsHint}` : ids.seatsHint}
            aria-invalid={seatsError ? true : undefined}
            value={teamSeats}
            onChange={(event) => setTeamSeats(event.target.value)}
          />
          <AdminError id={ids.seatsError} error={seatsError} />
          <p id={ids.seatsHint} className="admin-row-meta">
            Makes it a team code: a leader makes one team of this many people with it (1 to {teamLimits.seatsMax}). Empty for an ordinary
            code.
          </p>
        </div>
      </div>
      <FormActions error={action.error} busy={action.busy} label="Create code" busyLabel="Creating…" onCancel={onCancel} />
    </form>
  );
}
