import { categoryColourNames, type CategoryColour } from "@ai-leaders/core/voting";

/** "teal" → "Teal": the palette's names as the console lists them. */
export const colourLabel = (colour: CategoryColour) => colour[0]!.toUpperCase() + colour.slice(1);

export const colourOptions = categoryColourNames.map((colour) => ({ value: colour, label: colourLabel(colour) }));
