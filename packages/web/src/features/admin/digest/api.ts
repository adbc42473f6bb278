// The weekly digest's requests: the signed-in admin's choice, changing it, and "send it now".
import { api } from "../../../lib/api-client.ts";
import { bearer, settle } from "../api/admin-api.ts";

const digest = api.api.admin.digest;

export const digestChoiceRequest = (accessToken: string) =>
  settle(digest.$get({}, bearer(accessToken)), async (response) => ((await response.json()) as { weekly: boolean }).weekly);

export const chooseDigestRequest = (accessToken: string, weekly: boolean) =>
  settle(
    digest.$put({ json: { weekly } }, bearer(accessToken)),
    async (response) => (await response.json()) as { weekly: boolean; message: string },
  );

export const sendDigestNowRequest = (accessToken: string) =>
  settle(digest.send.$post({}, bearer(accessToken)), async (response) => ((await response.json()) as { message: string }).message);
