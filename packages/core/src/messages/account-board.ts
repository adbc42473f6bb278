/** "Your suggestions and votes" and following a suggestion as a signed-in account (issue 28, Deliver 5). */
export const accountBoardMessages = {
  heading: "Your suggestions and votes",
  signInRequired: { title: "Log in first", description: "Log in to see your suggestions and votes, and to follow a suggestion." },
  confirmAddressFirst:
    "Confirm your email address first: the link we mailed you when you signed up. We write to it when a suggestion you follow ships.",
  suggested: "Suggested by you",
  voted: "Voted on",
  following: "Following",
  noneSuggested: "You haven't suggested anything while logged in yet.",
  noneVoted: "No votes yet. Vote on the board's Vote tab.",
  noneFollowed: "You don't follow any suggestion. Follow one on the board to hear when it ships.",
  loading: "Loading your suggestions and votes...",
  loadFailure: "Your suggestions and votes could not be loaded. Please check your connection and try again.",
  follow: "Follow",
  unfollow: "Unfollow",
  followed: { title: "Following", description: "We'll email you when this ships." },
  unfollowed: { title: "Unfollowed", description: "We won't email you about this suggestion." },
  followFailure: { title: "We couldn't change what you follow" },
  answersMail: {
    label: "Email me when What's new answers a suggestion I made or voted for",
    on: "We'll email you when What's new answers a suggestion you made or voted for.",
    off: "We won't email you when What's new answers a suggestion you made or voted for.",
    choiceRequired: "Please say whether to email you when What's new answers a suggestion you made or voted for.",
    failure: "Nothing changed: we couldn't save that choice. Please try again.",
  },
} as const;
