/** What a visitor typed as a site's address, with https:// put before it when it lacks "http" (spec §5). */
export const withScheme = (text: string) => (/^http/i.test(text) ? text : `https://${text}`);
