// The shape every claim must have: a sentence, a primary source reached over HTTPS, a check date.
import { z } from "zod";

export const claimSchema = z.object({
  text: z.string().trim().min(10),
  source: z.object({
    title: z.string().trim().min(3),
    url: z.url({ protocol: /^https$/ }),
  }),
  checked: z.iso.date(),
});
