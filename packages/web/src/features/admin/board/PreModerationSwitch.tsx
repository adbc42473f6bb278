import { useEffect, useId, useState } from "react";
import { boardSettingsRequest, setPreModerationRequest } from "./api.ts";
import { useAction } from "../use-action.ts";
import { AdminError } from "../components/AdminError.tsx";

/** The pre-moderation switch: read from the server, changed there, never assumed. */
export function PreModerationSwitch({ accessToken, onChanged }: { accessToken: string; onChanged: (notice: string) => void }) {
  const [on, setOn] = useState<boolean | null>(null);
  const load = useAction();
  const save = useAction();
  const ids = { label: useId(), explanation: useId() };

  useEffect(() => {
    void load.run(
      () => boardSettingsRequest(accessToken),
      (settings) => setOn(settings.pre_moderation),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Read once: the token refreshes, the setting does not change with it.
  }, []);

  function flip() {
    if (on === null) return;
    const next = !on;
    void save.run(
      () => setPreModerationRequest(accessToken, next),
      () => {
        setOn(next);
        onChanged(
          next
            ? "Pre-moderation is on: new suggestions and comments wait in Pending."
            : "Pre-moderation is off: new suggestions and comments appear at once.",
        );
      },
    );
  }

  return (
    <section className="admin-panel board-switch" aria-labelledby={ids.label}>
      <div className="board-switch-row">
        <h2 id={ids.label}>Pre-moderation</h2>
        <button
          type="button"
          role="switch"
          className="board-switch-control"
          aria-checked={on === true}
          aria-labelledby={ids.label}
          aria-describedby={ids.explanation}
          disabled={on === null || save.busy}
          onClick={flip}
        >
          <span className="board-switch-track" aria-hidden="true">
            <span className="board-switch-thumb" />
          </span>
          <span className="board-switch-text">{on === null ? "…" : on ? "On" : "Off"}</span>
        </button>
      </div>
      <p id={ids.explanation} className="admin-muted">
        When on, new suggestions and comments wait in Pending until you approve them, and their authors are told so. What is already on the
        board stays.
      </p>
      <AdminError error={load.error ?? save.error} />
    </section>
  );
}
