// How every group of settings is read: trimmed text where "" and "none" mean unset, and one parse
// that names each setting that is wrong. zod/mini: settings are read on every cold start.
import * as z from "zod/mini";
import en from "zod/v4/locales/en.js";

export type SettingValues = Record<string, string | undefined>;

/** Trimmed text; "" and "none" mean unset, since a cloud secret cannot be left empty. */
export const optionalText = z.pipe(
  z.optional(z.string().check(z.trim())),
  z.transform((value) => (value && value !== "none" ? value : undefined)),
);

const englishMessages = en().localeError;

/** The settings `schema` reads from `values`; throws naming every setting that is wrong. */
export function parseSettings<T extends z.ZodMiniType>(schema: T, values: SettingValues, what = "configuration"): z.infer<T> {
  // zod/mini loads no locale: English messages for this parse only, from the one locale needed.
  const parsed = schema.safeParse(values, { error: englishMessages });
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid ${what}: ${problems.join("; ")}`);
}
