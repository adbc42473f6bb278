import { describe, expect, it } from "vitest";
import { readWebhook } from "./webhook-endpoint.ts";

const read = (url: string | undefined, header?: string) => readWebhook("CONTACT_WEBHOOK_URL", url, header);

describe("readWebhook", () => {
  it("is unset without a URL", () => {
    expect(read(undefined)).toBeUndefined();
  });

  it("moves credentials in the URL to basic auth, and shows the URL without them or its query values", () => {
    const webhook = read("https://ops%40acme:p%3Ass@n8n.acme.example/webhook/contact?key=s3cret");
    expect(webhook).toEqual({
      endpoint: {
        url: "https://n8n.acme.example/webhook/contact?key=s3cret",
        headers: { authorization: `Basic ${btoa("ops@acme:p:ss")}` },
        shown: "https://n8n.acme.example/webhook/contact?key=…",
      },
    });
  });

  it("adds the header setting, for n8n's Header Auth", () => {
    expect(read("https://n8n.acme.example/webhook/contact", "X-Webhook-Key:  1f0c9  ")).toMatchObject({
      endpoint: { headers: { "x-webhook-key": "1f0c9" } },
    });
  });

  it("names the problem of a setting the relay cannot use", () => {
    expect(read("n8n.acme.example/webhook")).toEqual({ problem: "CONTACT_WEBHOOK_URL is not a URL" });
    expect(read("ftp://n8n.acme.example/webhook")).toEqual({ problem: "CONTACT_WEBHOOK_URL must start with https:// or http://" });
    expect(read("https://n8n.acme.example/webhook/contact", "X-Webhook-Key")).toEqual({
      problem: 'CONTACT_WEBHOOK_HEADER must be "Name: value", e.g. "X-Webhook-Key: 1f0c…"',
    });
    expect(read("https://n8n.acme.example/webhook/contact", "User-Agent: me")).toEqual({
      problem: "CONTACT_WEBHOOK_HEADER may not set User-Agent: the relay sets it",
    });
    expect(read("https://u:p@n8n.acme.example/webhook/contact", "Authorization: Bearer x")).toEqual({
      problem: "CONTACT_WEBHOOK_HEADER may not set Authorization: the relay sets it",
    });
  });

  it("warns of n8n's test URL and of plain http off this machine", () => {
    expect(read("https://n8n.acme.example/webhook-test/contact")).toMatchObject({
      endpoint: { warning: expect.stringContaining("n8n's test URL") },
    });
    expect(read("http://n8n.acme.example/webhook/contact")).toMatchObject({
      endpoint: { warning: "CONTACT_WEBHOOK_URL is not https: deliveries travel unencrypted." },
    });
    expect(read("http://127.0.0.1:5678/webhook/contact")).not.toHaveProperty("endpoint.warning");
  });
});
