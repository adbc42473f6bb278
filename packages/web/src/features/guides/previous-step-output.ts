// A step's prompt may ask for an earlier step's output, as "[paste the feedback from step 2 here]".

const previousOutputSlot = /\[paste [^\[\]\n]*\bstep \d+[^\[\]\n]*\]/gi;

/** The prompt with its "[paste ... step N ...]" slots holding the output, or as written when there is none yet. */
export function withPreviousStepOutput(prompt: string, output: string | undefined): string {
  const text = output?.trim();
  return text ? prompt.replace(previousOutputSlot, () => text) : prompt;
}
