// Where a card's or an article's facts about laws, plans, prices, limits and features come from,
// and when each was checked: always visible (never on hover only), and printed with its address.
import { checkedMonth } from "@ai-leaders/core/content/claims";
import type { Claim } from "../../content/types.ts";
import "./sources.css";

interface SourcesProps {
  claims: readonly Claim[];
  /** An article ends with a section (h2); a card lists its sources under its prompt (h3), and a
   * card's folded part (such as "Also works in") under that (h4). */
  headingLevel: "h2" | "h3" | "h4";
  /** What the list belongs to, so each "Sources" region has its own name. */
  owner: string;
}

export function Sources({ claims, headingLevel: Heading, owner }: SourcesProps) {
  return (
    <section className="claim-sources" aria-label={`Sources: ${owner}`}>
      <Heading className="claim-sources-title">Sources</Heading>
      <ul>
        {claims.map((claim) => (
          <li key={claim.text}>
            <span className="claim-sources-fact">{claim.text}</span>{" "}
            <a href={claim.source.url} target="_blank" rel="noreferrer">
              {claim.source.title}
            </a>
            <span className="claim-sources-checked">, checked {checkedMonth(claim.checked)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
