// Every action the audit log records, with the words the console shows for it. An action recorded
// without words here does not compile: the log never shows a bare "digest.on".
export const auditActionWords = {
  "admin.created": "Made an admin account",
  "admin.promoted": "Made an account an admin (new one-time password)",
  "admin.password-changed": "Changed their password",
  "admin.password-reset": "Reset their password through a mailed link",
  "audience.export": "Exported as CSV",
  "audience.erase": "Erased a person's data",
  "account.self_erase": "Deleted their own account and its data",
  "board.pre_moderation": "Switched pre-moderation",
  "board.export": "Exported the board as CSV",
  "suggestion.status": "Set a suggestion's status",
  "suggestion.hide": "Hid a suggestion",
  "suggestion.restore": "Restored a suggestion",
  "suggestion.approve": "Approved a suggestion",
  "suggestion.delete": "Deleted a suggestion",
  "suggestion.merge": "Merged a duplicate suggestion",
  "suggestion.category": "Set a suggestion's category",
  "comment.hide": "Hid a comment",
  "comment.restore": "Restored a comment",
  "comment.approve": "Approved a comment",
  "comment.delete": "Deleted a comment",
  "category.create": "Made a board category",
  "category.update": "Changed a board category",
  "category.reorder": "Reordered the board's categories",
  "category.delete": "Deleted a board category",
  "delivery.send_again": "Sent a failed delivery again",
  "delivery.send_all_again": "Sent every failed delivery again",
  "delivery.send_now": "Sent a record that waited for its webhook",
  "delivery.send_all_now": "Sent every record that waited for its webhook",
  "access-request.approve": "Approved an access request (personal code mailed)",
  "access-request.decline": "Declined an access request",
  "access-code.create": "Made an access code",
  "access-code.revoke": "Revoked an access code",
  "changelog.create": "Wrote a What's new entry",
  "changelog.update": "Changed a What's new entry",
  "changelog.delete": "Deleted a What's new entry",
  "changelog.publish": "Published a What's new entry",
  "digest.on": "Turned the weekly digest on",
  "digest.off": "Turned the weekly digest off",
  "mail.test": "Sent a test email",
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof auditActionWords;

/** The console's words for an action; an entry written by an older version keeps its own name. */
export const auditActionInWords = (action: string): string => (auditActionWords as Record<string, string>)[action] ?? action;
