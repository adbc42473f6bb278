// The board's own address: the hub with its Vote tab named (the tab switches in place, spec §2).
// Mails link to it, and the web app's paths read it: a module of its own, free of any dependency,
// so the public pages that name it carry nothing more.
export const boardViewParam = { name: "view", value: "vote" } as const;
export const boardPath = `/level-2?${boardViewParam.name}=${boardViewParam.value}`;
