import * as z from "zod/mini";
import { urlSchema } from "../validation/index.ts";

/** An http(s) address a workflow reads. */
export const httpUrl = z.pipe(urlSchema, z.string().check(z.maxLength(2048, "That URL is too long.")));
