/** Deleting one's own account: the form, and the API's answers. */
export const accountDeletionMessages = {
  passwordRequired: "Please enter your password to delete your account.",
  wrongPassword: "That password isn't right.",
  adminAccount: "An operator's account is removed by another admin, from the console's Audience section.",
  deleted: "Your account and everything stored for it were deleted.",
} as const;
