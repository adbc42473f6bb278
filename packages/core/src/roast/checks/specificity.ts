// Whether the words say something only this business could say. A word is concrete unless it is a
// buzzword, a filler word any company could put on its page ("partner", "future", "solutions",
// "teams"), or a function word. "Staff rotas for restaurants" is concrete; "Your partner for
// what's next" and "Next-generation synergy for the modern enterprise" have nothing concrete in them.
import { buzzwordsIn } from "./buzzwords.ts";
import { words } from "./text-stats.ts";

const functionWords =
  "a an the and or but nor of for to in on at by with from as into onto over under up down out off through across around between within without beyond than then so too very just only also even still yet again ever about is are be been being was were will would can could should may might must shall do does did done doing have has had having it its it's this that these those there here we we're we'll we've our ours us you you're you'll your yours they them their he she his her i i'm me my what what's which who whom whose how why when where whatever whoever wherever all any every each both more most less much many some such no not let let's get gets got make makes making made go goes going come comes coming one";

// Filler any company could put on its page, grouped by the job it pretends to do.
const fillerWords = [
  // Time and promise: "the future of work", "what's next".
  "next future new modern today today's tomorrow tomorrow's now ready first finally since forward",
  // Praise without content.
  "better best good great big bigger amazing awesome incredible powerful simple simpler smart smarter easy easier fast faster real true truly unique different fresh bold full entire whole",
  // Nouns that name no product: "solutions", "platform", "experience".
  "world world's everything everyone everywhere something anything nothing thing things stuff way ways solution solutions platform product products service services tool tools technology technologies tech digital data ai intelligent intelligence power powered level",
  // The customer as no one in particular.
  "business businesses company companies organization organizations organisation organisations enterprise enterprises team teams people leader leaders brand brands client clients customer customers workforce life lives",
  // Verbs that say something happens, not what.
  "help helps helping build builds building create creates creating deliver delivers delivering drive drives driving achieve achieves achieving grow grows growing succeed happen happens start starts work works working change changes changing matter matters care cares need needs want wants like love loved trusted",
  // Abstract outcomes.
  "success successful growth potential possible possibilities journey experience experiences partner partners partnership results result value values impact vision mission passion purpose excellence quality idea ideas performance productivity efficiency insights outcome outcomes difference process processes workflow workflows operations approach strategy strategic perspective limit limits together chapter step steps story stories",
  // Greetings.
  "home welcome hello",
].join(" ");

const notConcrete = new Set(`${functionWords} ${fillerWords}`.split(" "));

/** The concrete words in `text`: what is left once buzzwords, filler and function words are taken out. */
export function concreteWords(text: string): string[] {
  const buzz = new Set(buzzwordsIn(text).flatMap((phrase) => words(phrase.toLowerCase())));
  return words(text)
    .map((word) => word.toLowerCase().replace(/’/g, "'"))
    .filter((word) => !notConcrete.has(word) && !buzz.has(word));
}

/** A headline that names something: two concrete words, or one with no buzzword around it ("Payroll, simplified"). */
export function namesSomething(text: string): boolean {
  const concrete = concreteWords(text).length;
  return concrete >= 2 || (concrete === 1 && buzzwordsIn(text).length === 0);
}

/** A line that says what is on offer: six concrete words or more, well ahead of its buzzwords. */
export function describesAnOffer(text: string): boolean {
  const concrete = concreteWords(text).length;
  return concrete >= 6 && concrete > buzzwordsIn(text).length * 2;
}

/** An audience made only of filler: "for teams everywhere", "for forward-thinking organizations", "for businesses of all sizes". */
export function isVagueAudience(phrase: string): boolean {
  return concreteWords(phrase.replace(/\bforward[- ]thinking\b|\ball sizes\b|\bof every size\b|\blike yours\b/gi, "")).length === 0;
}
