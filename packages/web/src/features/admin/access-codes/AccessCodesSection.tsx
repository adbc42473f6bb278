import { useCallback, useEffect, useRef, useState } from "react";
import type { ConsoleAccessCode } from "@ai-leaders/core/access-codes/schema";
import type { SectionProps } from "../sections.ts";
import { AdminError } from "../components/AdminError.tsx";
import { accessCodesRequest, type StoredAccessCode } from "./api.ts";
import { CodeRow } from "./CodeRow.tsx";
import { CreatedCode } from "./CreatedCode.tsx";
import { NewCodeForm } from "./NewCodeForm.tsx";
import "./access-codes.css";

type Step = { name: "list" } | { name: "form" } | { name: "created"; code: string; label: string };

/** Access codes: one per workshop, cohort or campaign, with what came through each; revoked at once. */
export function AccessCodesSection({ accessToken }: SectionProps) {
  const [codes, setCodes] = useState<ConsoleAccessCode[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ name: "list" });
  const [notice, setNotice] = useState("");
  const newButton = useRef<HTMLButtonElement>(null);
  // Set when the form or the new code closes: "New code" takes focus once it is drawn again.
  const focusNewButton = useRef(false);
  const tokenRef = useRef(accessToken);
  tokenRef.current = accessToken;

  const load = useCallback(async () => {
    const list = await accessCodesRequest(tokenRef.current);
    if (!list.ok) return setError(list.message);
    setCodes(list.value);
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (!focusNewButton.current || !newButton.current) return;
    focusNewButton.current = false;
    newButton.current.focus();
  });

  function created(code: string, record: StoredAccessCode) {
    setCodes((current) => {
      const fromSettings = (current ?? []).filter((listed) => listed.source === "settings");
      const stored = (current ?? []).filter((listed) => listed.source === "console");
      return [...fromSettings, record, ...stored];
    });
    setNotice("");
    setStep({ name: "created", code, label: record.label });
  }

  function revoked(record: StoredAccessCode, message: string) {
    setCodes((current) => (current ?? []).map((listed) => (listed.id === record.id ? record : listed)));
    setNotice(message);
  }

  const backToList = () => {
    setStep({ name: "list" });
    focusNewButton.current = true;
  };

  return (
    <div className="admin-section">
      <h1>Access codes</h1>
      <p className="admin-muted">
        Give a workshop, a cohort or a campaign its own code: see how many came in with it and what they did next, and revoke it the moment it leaks.
      </p>
      {/* Always on the page, so the first notice is announced; painted only when it says something. */}
      <p className={notice ? "admin-notice" : "access-codes-quiet"} role="status">
        {notice}
      </p>
      {step.name === "created" && <CreatedCode code={step.code} label={step.label} onDone={backToList} />}
      {step.name === "form" && <NewCodeForm accessToken={accessToken} onCreated={created} onCancel={backToList} />}
      {step.name === "list" && (
        <button type="button" ref={newButton} className="button button-primary access-codes-new" onClick={() => setStep({ name: "form" })}>
          New code
        </button>
      )}
      <AdminError error={error} />
      {codes === null && !error && (
        <p className="admin-muted" aria-busy="true">
          Loading…
        </p>
      )}
      {codes && codes.length > 0 && (
        <table className="admin-table access-codes">
          <caption className="visually-hidden">Access codes: the setting's first, then the console's, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Label</th>
              <th scope="col">Created</th>
              <th scope="col">Expires</th>
              <th scope="col">Uses</th>
              <th scope="col">Last use</th>
              <th scope="col">Signups</th>
              <th scope="col">Suggestions</th>
              <th scope="col">
                <span className="visually-hidden">Revoke</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {codes.map((code) => (
              <CodeRow key={code.id} accessToken={accessToken} code={code} onRevoked={revoked} />
            ))}
          </tbody>
        </table>
      )}
      {codes?.some((code) => code.source === "settings") && (
        <p className="admin-row-meta">
          Codes from settings are the two in the <code>ACCESS_CODES</code> setting: to change them, set it again (<code>npx sst secrets set ACCESS_CODES …</code>, or <code>.env</code>{" "}
          locally) and deploy. Signups and suggestions count those made by visitors who entered with each code.
        </p>
      )}
    </div>
  );
}
