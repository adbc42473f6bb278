/** A setting as text: trimmed, and "" or "none" unset, since a cloud secret cannot be left empty (settings.ts's optionalText, without zod). */
export const settingText = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed && trimmed !== "none" ? trimmed : undefined;
};
