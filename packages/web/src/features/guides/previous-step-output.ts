// A step's prompt may ask for an earlier step's output, as "[paste the … from step 2 here]".

const previousOutputSlot = /\[paste [^[\]\n]*\bstep \d+[^[\]\n]*\]/gi;

/** The prompt with its "[paste ... step N ...]" slots holding the output, or as written when there is none yet. */
export function withPreviousStepOutput(prompt: string, output: string | undefined): string {
  const text = output?.trim();
  return text ? prompt.replace(previousOutputSlot, () => text) : prompt;
}

/** Whether a prompt asks for an earlier step's output. */
export function hasPreviousStepSlot(prompt: string): boolean {
  return new RegExp(previousOutputSlot.source, "i").test(prompt);
}

/** What the prompt asks for, as a label: "[paste the notes from step 1 here]" → "Paste the notes from step 1". */
export function previousStepLabel(prompt: string): string {
  const slot = new RegExp(previousOutputSlot.source, "i").exec(prompt)?.[0] ?? "[paste the earlier output]";
  const words = slot.slice(1, -1).replace(/\s+here$/i, "");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Whether a placeholder is such a slot: "paste the notes from step 1 here" is. */
export function isPreviousStepSlot(placeholder: string): boolean {
  return hasPreviousStepSlot(`[${placeholder}]`);
}
