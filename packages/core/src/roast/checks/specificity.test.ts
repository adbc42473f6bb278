// What counts as saying something: concrete words a competitor couldn't paste onto their own page.
import { describe, expect, it } from "vitest";
import { describesAnOffer, isVagueAudience, namesSomething } from "./specificity.ts";

describe("specificity", () => {
  it("tells a headline that names something from one any company could use", () => {
    for (const headline of [
      "Payroll for restaurants",
      "Payroll, simplified",
      "Vet care for cats in Leith",
      "Real bread, baked in Bristol",
    ]) {
      expect(namesSomething(headline), headline).toBe(true);
    }
    for (const headline of [
      "Empowering the future of work",
      "Your partner for what's next",
      "Reimagine the future of finance",
      "Better results, together",
    ]) {
      expect(namesSomething(headline), headline).toBe(false);
    }
  });

  it("tells a line that describes an offer from one that only sounds like it", () => {
    expect(describesAnOffer("Send a clear invoice in two minutes and get paid on time.")).toBe(true);
    expect(describesAnOffer("We help businesses grow. Whatever your next chapter, we'll be there every step of the way.")).toBe(false);
    expect(describesAnOffer("Our AI-powered platform leverages cutting-edge data to empower your team's journey.")).toBe(false);
  });

  it("takes an audience made of filler as no audience", () => {
    for (const who of ["teams everywhere", "forward-thinking organizations", "businesses of all sizes", "leaders"]) {
      expect(isVagueAudience(who), who).toBe(true);
    }
    for (const who of ["small restaurants", "HR teams", "freelancers who hate chasing payments"]) {
      expect(isVagueAudience(who), who).toBe(false);
    }
  });
});
