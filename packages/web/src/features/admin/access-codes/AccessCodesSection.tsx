import { useState } from "react";
import type { SectionProps } from "../section-props.ts";
import { ListStates } from "../components/ListFooter.tsx";
import { ConsoleTableHead } from "../components/ConsoleTableHead.tsx";
import { useConsoleList } from "../use-console-list.ts";
import { useReturnFocus } from "../use-return-focus.ts";
import { accessCodesRequest, type StoredAccessCode } from "./api.ts";
import { CodeRow } from "./CodeRow.tsx";
import { CreatedCode } from "./CreatedCode.tsx";
import { NewCodeForm } from "./NewCodeForm.tsx";
import "./access-codes.css";

type Step = { name: "list" } | { name: "form" } | { name: "created"; code: string; label: string };

/** Access codes: one per workshop, cohort or campaign, with what came through each; revoked at once. */
export function AccessCodesSection({ accessToken }: SectionProps) {
  const codes = useConsoleList(() => accessCodesRequest(accessToken), "access-codes");
  const [step, setStep] = useState<Step>({ name: "list" });
  const [notice, setNotice] = useState("");
  // "New code" takes focus back when the form or the new code closes.
  const newButton = useReturnFocus<HTMLButtonElement>();

  function created(code: string, record: StoredAccessCode) {
    // After the setting's codes, first of the console's.
    codes.update((current) => [
      ...current.filter((listed) => listed.source === "settings"),
      record,
      ...current.filter((listed) => listed.source === "console"),
    ]);
    setNotice("");
    setStep({ name: "created", code, label: record.label });
  }

  function revoked(record: StoredAccessCode, message: string) {
    codes.replace(record);
    setNotice(message);
  }

  const backToList = () => {
    setStep({ name: "list" });
    newButton.returnFocus();
  };

  return (
    <div className="admin-section">
      <h1>Access codes</h1>
      <p className="admin-muted">
        Give a workshop, a cohort or a campaign its own code: see how many came in with it and what they did next, and revoke it the moment
        it leaks.
      </p>
      {/* Always on the page, so the first notice is announced; painted only when it says something. */}
      <p className={notice ? "admin-notice" : "access-codes-quiet"} role="status">
        {notice}
      </p>
      {step.name === "created" && <CreatedCode code={step.code} label={step.label} onDone={backToList} />}
      {step.name === "form" && <NewCodeForm accessToken={accessToken} onCreated={created} onCancel={backToList} />}
      {step.name === "list" && (
        <button
          type="button"
          ref={newButton.ref}
          className="button button-primary access-codes-new"
          onClick={() => setStep({ name: "form" })}
        >
          New code
        </button>
      )}
      <ListStates list={codes} />
      {codes.rows.length > 0 && (
        <table className="admin-table access-codes">
          <ConsoleTableHead
            caption="Access codes: the setting's first, then the console's, newest first"
            columns={["Label", "Created", "Expires", "Uses", "Last use", "Signups", "Suggestions"]}
            actions="Revoke"
          />
          <tbody>
            {codes.rows.map((code) => (
              <CodeRow key={code.id} accessToken={accessToken} code={code} onRevoked={revoked} />
            ))}
          </tbody>
        </table>
      )}
      {codes.rows.some((code) => code.source === "settings") && (
        <p className="admin-row-meta">
          Codes from settings are the two in the <code>ACCESS_CODES</code> setting: to change them, set it again (
          <code>npx sst secrets set ACCESS_CODES …</code>, or <code>.env</code> locally) and deploy. Signups and suggestions count those
          made by visitors who entered with each code.
        </p>
      )}
    </div>
  );
}
