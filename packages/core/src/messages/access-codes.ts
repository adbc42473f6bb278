import { accessCodeLimits as limits, teamLimits } from "../limits/index.ts";

/** 100000 as "100,000", without Intl: its first use costs an API cold start tens of milliseconds. */
const withThousands = (value: number) => String(value).replace(/\B(?=(\d{3})+$)/g, ",");

/** The console's access codes: its refusals and notices. A visitor only ever sees accessMessages. */
export const accessCodeMessages = {
  labelRequired: "Please give the code a label, such as “Leaders Summit March”.",
  labelTooLong: `Please keep the label under ${limits.labelMax} characters.`,
  chosenCodeInvalid: `Please choose a code of ${limits.codeMin} to ${limits.codeMax} letters, digits or hyphens.`,
  invalidExpiry: "Please give the expiry date as YYYY-MM-DD.",
  expiryPassed: "Please choose an expiry date from today on.",
  invalidTeamSeats: `Please give a team's seats as a whole number from 1 to ${teamLimits.seatsMax}.`,
  invalidUseLimit: `Please give the use limit as a whole number from 1 to ${withThousands(limits.useLimitMax)}.`,
  codeTaken: "That code is already in use. Please choose another.",
  notFound: "No such access code.",
  settingsCode: "A code from the ACCESS_CODES setting cannot be revoked here: change the setting and deploy again.",
  alreadyRevoked: "This code is revoked already.",
  revokedNotice: (label: string) => `Revoked “${label}”. Visitors who came in with it are asked for a code again within a few seconds.`,
} as const;
