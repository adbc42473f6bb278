// The route table of spec §2, in one place.
export const paths = {
  home: "/",
} as const;
