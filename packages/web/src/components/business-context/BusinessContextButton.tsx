import { useState, type FormEvent } from "react";
import { Dialog } from "../../ui/Dialog.tsx";
import { useToast } from "../../ui/toast.tsx";
import { businessContextFields, emptyBusinessContext, type BusinessContext } from "../../lib/business-context/fill-placeholders.ts";
import { saveBusinessContext, useOwnBusinessContext, useTeamContext } from "../../lib/business-context/use-business-context.ts";
import "./prompt-tools.css";

/** "My business context": opens the form that fills every prompt's placeholders on this device. */
export function BusinessContextButton() {
  const [open, setOpen] = useState(false);
  const context = useOwnBusinessContext();
  const team = useTeamContext();
  const filled = businessContextFields.filter(({ field }) => context[field].trim()).length;
  return (
    <>
      <button type="button" className="button button-secondary button-small business-context-button" onClick={() => setOpen(true)}>
        My business context
        {filled > 0 && <span className="business-context-count"> ({filled} filled)</span>}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="My business context"
        description={
          team
            ? `Tell us once; every prompt's matching [placeholders] are filled in for you. Kept on this device only. A field you leave empty uses ${team.team_name}'s context.`
            : "Tell us once; every prompt's matching [placeholders] are filled in for you. Kept on this device only."
        }
      >
        {/* Mounted only while open, so the form starts from what is saved each time. */}
        {open && <BusinessContextForm saved={context} team={team?.context} onSaved={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

function BusinessContextForm({ saved, team, onSaved }: { saved: BusinessContext; team?: BusinessContext; onSaved: () => void }) {
  const [draft, setDraft] = useState<BusinessContext>(saved);
  const toast = useToast();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    saveBusinessContext(draft);
    toast({ title: "Business context saved", description: "Prompts are filled in with it on this device.", duration: 3_000 });
    onSaved();
  };

  return (
    <form className="dialog-form business-context-form" onSubmit={handleSubmit}>
      {businessContextFields.map(({ field, label, hint }) => (
        <label key={field}>
          {label}
          <input
            name={field}
            value={draft[field]}
            placeholder={team?.[field] ? `Your team's: ${team[field]}` : hint}
            maxLength={200}
            onChange={(event) => setDraft((current) => ({ ...current, [field]: event.target.value }))}
          />
        </label>
      ))}
      <div className="business-context-actions">
        <button type="submit" className="button button-primary">
          Save
        </button>
        <button type="button" className="button button-ghost" onClick={() => setDraft(emptyBusinessContext)}>
          Clear all
        </button>
      </div>
    </form>
  );
}
