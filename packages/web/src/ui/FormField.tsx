import type { InputHTMLAttributes } from "react";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange" | "aria-invalid" | "aria-describedby">;

interface FormFieldProps extends InputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Said under the field (its id: `${id}-error`), and read with it. */
  error?: string | null;
  /** The ids of what else describes the field, such as the rules a password must meet. */
  describedBy?: string;
  /** Marked invalid for an error said elsewhere (the form's own line). */
  invalid?: boolean;
  /** The site's account forms, or the console's. */
  look?: "auth" | "admin";
}

const looks = {
  auth: { field: "auth-field", error: "auth-field-error" },
  admin: { field: "admin-field", error: "admin-error" },
};

/** A labelled input with its error under it, tied to it for assistive technology. */
export function FormField({ id, label, value, onChange, error, describedBy, invalid, look = "auth", ...input }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={looks[look].field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error) || Boolean(invalid)}
        aria-describedby={[describedBy, error ? errorId : undefined].filter(Boolean).join(" ") || undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className={looks[look].error}>
          {error}
        </p>
      )}
    </div>
  );
}
