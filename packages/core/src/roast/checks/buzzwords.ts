// Words that could describe any company: a headline built from them says nothing about this one.
const buzzwords = [
  "innovative",
  "innovation",
  "cutting-edge",
  "next-gen",
  "next-generation",
  "synergy",
  "synergies",
  "solutions",
  "seamless",
  "seamlessly",
  "world-class",
  "best-in-class",
  "revolutionary",
  "revolutionize",
  "revolutionise",
  "disruptive",
  "leverage",
  "empower",
  "empowering",
  "unlock",
  "unleash",
  "transform",
  "transformative",
  "game-changing",
  "holistic",
  "robust",
  "scalable",
  "state-of-the-art",
  "paradigm",
  "end-to-end",
  "turnkey",
  "mission-critical",
  "future-proof",
  "reimagine",
  "reimagined",
  "elevate",
  "supercharge",
  "streamline",
  "optimize",
  "optimise",
  "ecosystem",
  "value-driven",
  "results-driven",
];

const buzzword = new RegExp(`(?<![\\w-])(?:${buzzwords.map((word) => word.replace(/-/g, "[- ]")).join("|")})(?![\\w-])`, "gi");

/** The buzzwords in `text`, as written there, in order. */
export function buzzwordsIn(text: string): string[] {
  return text.match(buzzword) ?? [];
}
