/** Messages of the reusable validators of spec §5. */
export const validationMessages = {
  emailInvalid: "Please enter a valid email address",
  emailTooLong: "Email address is too long",
  passwordTooShort: "Password must be at least 8 characters",
  passwordTooLong: "Password is too long",
  passwordWeak: "Password must contain at least one uppercase letter, one lowercase letter, and one number",
  fullNameTooShort: "Full name must be at least 2 characters",
  fullNameTooLong: "Full name is too long",
  fullNameCharacters: "Full name can only contain letters, spaces, hyphens, and apostrophes",
  urlInvalid: "Please enter a valid URL",
  urlProtocol: "URL must use http or https protocol",
} as const;
