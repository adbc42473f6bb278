import { teamLimits } from "../limits/index.ts";

/** Teams (issue 48): the API's answers and the pages' words. */
export const teamMessages = {
  nameRequired: "Give the team a name.",
  nameTooLong: `A team's name is at most ${teamLimits.nameMax} characters.`,
  companyRequired: "Name the company the team works for.",
  companyTooLong: `The company's name is at most ${teamLimits.companyMax} characters.`,
  contextTooLong: `Each business context field is at most ${teamLimits.contextFieldMax} characters.`,
  teamCodeRequired: "Enter the team access code you were given.",
  teamCodeInvalid: "That is not a team access code. Check it with whoever gave it to you.",
  teamCodeUsed: "That team access code has made its team already. Ask its owner to invite you.",
  roleInvalid: "Choose a role: admin or member.",
  notFound: "There is no such team, or you are not in it.",
  notAllowed: "Only the team's owner or an admin can do that.",
  ownerOnly: "Only the team's owner can do that.",
  suspended: "This team is suspended. Its owner can ask us why.",
  seatsFull: "Every seat of the team is taken or invited. Remove someone, or withdraw an invitation, to invite another person.",
  alreadyMember: "That person is in the team already.",
  alreadyInvited: "That address has an open invitation already.",
  invitationNotFound: "There is no such invitation (any more).",
  invitationUnknown: "This invitation link isn't valid.",
  invitationUsed: "This invitation has been accepted already.",
  invitationExpired: `This invitation has expired (they work for ${teamLimits.invitationDays} days). Ask for a new one.`,
  invitationWrongAccount: "This invitation was sent to another address. Sign in with the account for the address it was sent to.",
  ownerCannotLeave: "The owner cannot leave the team: make another member owner first.",
  ownerCannotBeRemoved: "The owner cannot be removed.",
  memberNotFound: "That person is not in the team.",
  ownerless: "This team has no owner since its owner's account was erased, so it stays suspended.",
  tooManyChanges: "Too many changes to your teams in a row. Please wait a few minutes and try again.",
  tooManyInvitations: "That is a lot of invitations in an hour. Please wait a while before sending more.",
  confirmAddressFirst: "Confirm your email address first: the link we mailed you when you signed up.",
} as const;

/** A team role as the pages name it, and what it may do (said where a role is chosen or offered). */
export const teamRoleNames = { owner: "Owner", admin: "Admin", member: "Member" } as const;
export const teamRoleDuties = {
  owner: "everything, including the team's seats and who owns it",
  admin: "invites and removes members, and edits the team's business context",
  member: "uses the toolkit with the team's context, suggests and votes",
} as const;

/** Progress a leader can see (issue 48, Deliver 4): the API's answers and the pages' words. */
export const progressMessages = {
  visibility: "What you do in the guides and cards, and the results you share, is visible to the team's owner and admins.",
  memberView: "You see the team's totals and your own progress. The team's owner and admins see everyone's.",
  formerMember: "A former member",
  kindInvalid: "Say what you did: a guide step, a card used, a card rated or a result shared.",
  guideInvalid: "That is not one of the guides.",
  stepInvalid: "That is not a step of this guide.",
  cardInvalid: "Name a card by its path, e.g. /prompts/claude#ai-strategy-tutor.",
  cardUnknown: "There is no such card.",
  workedInvalid: "Say whether the card worked for you: true or false.",
  resultInvalid: "That is not a kept result's id.",
  resultNotYours: "You can share only a result you kept yourself.",
  weeksInvalid: "Ask for 1 to 26 weeks.",
  digestChoiceInvalid: "Please say whether to send you the weekly team digest.",
  digestOn: "You will get the weekly team digest on Monday mornings (UTC), one for each team you are in.",
  digestOff: "The weekly team digest is off, for every team you are in.",
} as const;
