import { honeypotField } from "@ai-leaders/core/honeypot";

/**
 * A field people never see or reach (off screen, hidden from screen readers, out of the tab
 * order) and bots fill in. The API quietly drops what arrives with it filled.
 */
export function HoneypotField() {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        Homepage (leave empty)
        <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The hidden field, as the API expects it, when something filled it; nothing otherwise. */
export function honeypotOf(form: HTMLFormElement): { [honeypotField]?: string } {
  const value = (form.elements.namedItem(honeypotField) as HTMLInputElement | null)?.value ?? "";
  return value ? { [honeypotField]: value } : {};
}
