// What the prerender uses of the app's server bundle (src/prerender/entry-server.tsx).
export type ServerEntry = typeof import("../../src/prerender/entry-server.tsx");
