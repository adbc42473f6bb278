// The invoke is mocked (no Lambda stand-in runs in the tests): what is asserted is what the relay
// and the API ask for and what they get back from each kind of answer.
import { describe, expect, it } from "vitest";
import { mockClient } from "aws-sdk-client-mock";
import { InvokeCommand, LambdaClient, type InvokeCommandOutput } from "@aws-sdk/client-lambda";
import { createLambdaDocumentRenderer } from "./lambda-documents.ts";

const functionName = "stage-capture-function";
const payload = (value: unknown) =>
  new TextEncoder().encode(typeof value === "string" ? value : JSON.stringify(value)) as InvokeCommandOutput["Payload"];

describe("the capture function, asked for a document", () => {
  const cardRequest = {
    document: "card" as const,
    captureId: "cap_0123456789abcdef",
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
