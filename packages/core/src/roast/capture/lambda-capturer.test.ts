// The invoke is mocked (no Lambda stand-in runs in the tests): what is asserted is what the relay
// asks for and what a roast gets back from each kind of answer.
import { describe, expect, it } from "vitest";
import { mockClient } from "aws-sdk-client-mock";
import { InvokeCommand, LambdaClient, type InvokeCommandOutput } from "@aws-sdk/client-lambda";
import { createLambdaCapturer, createLambdaDocumentRenderer } from "./lambda-capturer.ts";
import type { CaptureOutcome } from "./types.ts";

const request = { url: "https://example.com/pricing", captureId: "cap_0123456789abcdef" };
const functionName = "stage-capture-function";
const captured: CaptureOutcome = {
  ok: true,
  views: [
    { name: "desktop", width: 1440, height: 900, fullHeight: 2400, pageHeight: 2400 },
    { name: "mobile", width: 390, height: 844, fullHeight: 6000, pageHeight: 9120 },
  ],
  text: { desktop: [{ text: "Plans for every team", box: { x: 120, y: 80, width: 600, height: 48 } }], mobile: [] },
  captureMs: 1480,
};

const payload = (value: unknown) =>
  new TextEncoder().encode(typeof value === "string" ? value : JSON.stringify(value)) as InvokeCommandOutput["Payload"];

function capturerWith(answer: (mock: ReturnType<typeof mockClient>) => void) {
  const client = new LambdaClient({ region: "us-east-1" });
  const mock = mockClient(client);
  answer(mock);
  return { mock, capture: createLambdaCapturer({ client, functionName }) };
}

describe("the capture function, invoked from the relay", () => {
  it("is asked synchronously with the request and its outcome is the capture's", async () => {
    const { mock, capture } = capturerWith((m) => m.on(InvokeCommand).resolves({ StatusCode: 200, Payload: payload(captured) }));
    expect(await capture(request)).toEqual(captured);
    const [call] = mock.commandCalls(InvokeCommand);
    expect(call!.args[0].input).toMatchObject({ FunctionName: functionName, InvocationType: "RequestResponse" });
    expect(JSON.parse(call!.args[0].input.Payload as string)).toEqual(request);
  });

  it("passes on a capture that failed in the browser as it is", async () => {
    const failure = { ok: false, reason: "The page could not be opened in a browser", detail: "no settled page within 30000 ms" };
    const { capture } = capturerWith((m) => m.on(InvokeCommand).resolves({ StatusCode: 200, Payload: payload(failure) }));
    expect(await capture(request)).toEqual(failure);
  });

  it("turns a function error (a crash, a timeout) into a failed capture with the error for the log", async () => {
    const { capture } = capturerWith((m) =>
      m.on(InvokeCommand).resolves({
        StatusCode: 200,
        FunctionError: "Unhandled",
        Payload: payload({ errorType: "Sandbox.Timedout", errorMessage: "Task timed out after 60.00 seconds" }),
      }),
    );
    const outcome = await capture(request);
    expect(outcome).toMatchObject({ ok: false, reason: "The page could not be opened in a browser" });
    expect(outcome.ok === false && outcome.detail).toContain("Task timed out after 60.00 seconds");
  });

  it("turns an answer that is not an outcome into a failed capture", async () => {
    for (const answer of ["not json", { ok: true, views: "desktop" }, null]) {
      const { capture } = capturerWith((m) => m.on(InvokeCommand).resolves({ StatusCode: 200, Payload: payload(answer) }));
      const outcome = await capture(request);
      expect(outcome).toMatchObject({ ok: false, reason: "The page could not be opened in a browser" });
      expect(outcome.ok === false && outcome.detail).toMatch(/^capture function answered no outcome/);
    }
  });

  it("turns an invoke that was refused (throttled, not allowed) into a failed capture", async () => {
    const { capture } = capturerWith((m) => m.on(InvokeCommand).rejects(new Error("Rate Exceeded.")));
    expect(await capture(request)).toEqual({
      ok: false,
      reason: "The page could not be opened in a browser",
      detail: "capture function not invoked: Rate Exceeded.",
    });
  });
});

describe("the capture function, asked for a document", () => {
  const cardRequest = {
    document: "card" as const,
    captureId: request.captureId,
    card: { host: "example.com", score: 62, verdict: "Clear offer, buried proof." },
  };

  it("is sent the request and answers with the document", async () => {
    const client = new LambdaClient({ region: "us-east-1" });
    const mock = mockClient(client);
    mock.on(InvokeCommand).resolves({ StatusCode: 200, Payload: payload({ ok: true, document: "brief", pdf: "JVBERi0=" }) });
    const render = createLambdaDocumentRenderer({ client, functionName });
    expect(await render(cardRequest)).toEqual({ ok: true, document: "brief", pdf: "JVBERi0=" });
    expect(JSON.parse(mock.commandCalls(InvokeCommand)[0]!.args[0].input.Payload as string)).toEqual(cardRequest);
  });

  it("turns a function error or an odd answer into a document not made, with the reason for the log", async () => {
    const client = new LambdaClient({ region: "us-east-1" });
    const mock = mockClient(client);
    const render = createLambdaDocumentRenderer({ client, functionName });
    mock.on(InvokeCommand).resolves({ StatusCode: 200, FunctionError: "Unhandled", Payload: payload({ errorMessage: "out of memory" }) });
    expect(await render(cardRequest)).toEqual({ ok: false, detail: expect.stringContaining("out of memory") });
    mock.on(InvokeCommand).resolves({ StatusCode: 200, Payload: payload({ ok: true, document: "brief" }) });
    expect(await render(cardRequest)).toMatchObject({ ok: false, detail: expect.stringContaining("no document") });
  });
});
