import { useId, useState } from "react";

type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * A form's text fields: their values, the error each shows, and what a FormField needs of each.
 * Typing in a field clears its error; `showErrors` shows a check's errors and puts the focus on the
 * first field that has one, answering whether there was any.
 */
export function useFormFields<Field extends string>(initial: Record<Field, string>) {
  const names = Object.keys(initial) as Field[];
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const idBase = useId();
  const id = (name: Field) => `${idBase}-${name}`;
  return {
    values,
    id,
    bind: (name: Field) => ({
      id: id(name),
      value: values[name],
      error: errors[name],
      onChange: (value: string) => {
        setValues((all) => ({ ...all, [name]: value }));
        setErrors((all) => ({ ...all, [name]: undefined }));
      },
    }),
    showErrors(found: FieldErrors<Field>): boolean {
      setErrors(found);
      const firstInvalid = names.find((name) => found[name]);
      if (firstInvalid) document.getElementById(id(firstInvalid))?.focus();
      return firstInvalid !== undefined;
    },
  };
}
