// The mailer against real servers on loopback: an SMTP server (smtp-server, nodemailer's own), and a
// stand-in that speaks SES's v2 HTTP API (POST /v2/email/outbound-emails) as the AWS SDK calls it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MailMessage } from "./message.ts";
import { createSendMail } from "./send.ts";

const from = "AI for Leaders <hello@aiforleaders.example>";
const message: MailMessage = {
  to: "ops@aiforleaders.example",
  subject: "Test email from AI for Leaders",
  html: "<p>Your mail set-up <strong>works</strong>.</p>",
  text: "Your mail set-up works.",
  headers: { "X-Mail-Id": "mail-123" },
};

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

/** An SMTP server on a free loopback port, without TLS, that hands each message it accepts to `caught`. */
async function startSmtpServer(options: Partial<SMTPServerOptions> = {}) {
  const caught: ParsedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === "mailer" && auth.password === "s3cret-pass") callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => caught.push(parsed))
        .then(() => callback(), callback);
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  stops.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port: (server.server.address() as AddressInfo).port, caught };
}

interface SesRequest {
  path: string;
  authorization: string;
  body: { Content: { Raw: { Data: string } }; ConfigurationSetName?: string; Destination?: { ToAddresses?: string[] } };
}

/** Answers SendEmail as SES v2 does; `answer` decides the status and body. */
async function startSesStandIn(answer: (response: ServerResponse) => void) {
  const requests: SesRequest[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      requests.push({
        path: `${request.method} ${request.url}`,
        authorization: request.headers.authorization ?? "",
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
      });
      answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  stops.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  // The SDK's own settings, as an operator would set them: the SES v2 endpoint and static keys.
  vi.stubEnv("AWS_ENDPOINT_URL_SESV2", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  vi.stubEnv("AWS_ACCESS_KEY_ID", "AKIDMAILTEST");
  vi.stubEnv("AWS_SECRET_ACCESS_KEY", "mail-test-secret");
  vi.stubEnv("AWS_SESSION_TOKEN", "");
  return requests;
}

const answerJson =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  (response: ServerResponse) => {
    response.writeHead(status, { "content-type": "application/json", ...headers });
    response.end(JSON.stringify(body));
  };

describe("createSendMail over SMTP", () => {
  it("delivers the message as given, from MAIL_FROM, signed in with the URL's credentials", async () => {
    const smtp = await startSmtpServer();
    const sendMail = createSendMail({ from, transport: { kind: "smtp", url: `smtp://mailer:s3cret-pass@127.0.0.1:${smtp.port}` } });

    await sendMail(message);

    expect(smtp.caught).toHaveLength(1);
    const [mail] = smtp.caught;
    expect(mail?.subject).toBe(message.subject);
    expect(mail?.from?.value).toEqual([{ name: "AI for Leaders", address: "hello@aiforleaders.example" }]);
    expect(mail?.to).toMatchObject({ value: [{ address: "ops@aiforleaders.example" }] });
    expect(mail?.html).toContain("<p>Your mail set-up <strong>works</strong>.</p>");
    expect(mail?.text?.trim()).toBe(message.text);
    expect(mail?.headers.get("x-mail-id")).toBe("mail-123");
  });

  it("fails with a short reason that holds neither the password nor an address", async () => {
    const smtp = await startSmtpServer({
      onRcptTo(address, _session, callback) {
        callback(Object.assign(new Error(`<${address.address}>: Recipient address rejected: mailbox unavailable`), { responseCode: 550 }));
      },
    });
    const refusing = createSendMail({ from, transport: { kind: "smtp", url: `smtp://mailer:s3cret-pass@127.0.0.1:${smtp.port}` } });
    const refused = await refusing(message).then(
      () => undefined,
      (error: Error) => error.message,
    );
    expect(refused).toMatch(/^Mail not sent \(SMTP\): EENVELOPE 550: .*Recipient address rejected/);
    expect(refused).not.toContain("ops@aiforleaders.example");

    const wrongPassword = createSendMail({ from, transport: { kind: "smtp", url: `smtp://mailer:wrong-pass@127.0.0.1:${smtp.port}` } });
    const denied = await wrongPassword(message).then(
      () => undefined,
      (error: Error) => error.message,
    );
    expect(denied).toMatch(/^Mail not sent \(SMTP\): EAUTH 535/);
    expect(denied).not.toMatch(/wrong-pass|mailer/);
    expect(denied!.length).toBeLessThanOrEqual(200);
    expect(smtp.caught).toHaveLength(0);
  });
});

describe("createSendMail over SES (API v2)", () => {
  it("sends the whole MIME message with the configuration set, signed for the region", async () => {
    const requests = await startSesStandIn(answerJson(200, { MessageId: "0102019a-test-message" }));
    const sendMail = createSendMail({ from, transport: { kind: "ses", region: "eu-west-1", configurationSet: "ai-leaders-prod" } });

    await sendMail(message);

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.path).toBe("POST /v2/email/outbound-emails");
    expect(request?.authorization).toContain("Credential=AKIDMAILTEST/");
    expect(request?.authorization).toContain("/eu-west-1/ses/aws4_request");
    // Bounces and complaints come back through the configuration set's event destinations.
    expect(request?.body.ConfigurationSetName).toBe("ai-leaders-prod");
    expect(request?.body.Destination?.ToAddresses).toEqual(["ops@aiforleaders.example"]);
    const mime = await simpleParser(Buffer.from(request!.body.Content.Raw.Data, "base64"));
    expect(mime.subject).toBe(message.subject);
    expect(mime.from?.value).toEqual([{ name: "AI for Leaders", address: "hello@aiforleaders.example" }]);
    expect(mime.html).toContain("<strong>works</strong>");
    expect(mime.text?.trim()).toBe(message.text);
    expect(mime.headers.get("x-mail-id")).toBe("mail-123");
  });

  it("fails with SES's reason, short and without addresses", async () => {
    await startSesStandIn(
      answerJson(
        400,
        {
          message:
            "Email address is not verified. The following identities failed the check in region EU-WEST-1: hello@aiforleaders.example, ops@aiforleaders.example",
        },
        { "x-amzn-errortype": "MessageRejected" },
      ),
    );
    const sendMail = createSendMail({ from, transport: { kind: "ses", region: "eu-west-1" } });

    const reason = await sendMail(message).then(
      () => undefined,
      (error: Error) => error.message,
    );

    expect(reason).toBe(
      "Mail not sent (SES): MessageRejected 400: Email address is not verified. The following identities failed the check in region EU-WEST-1: <address>, <address>",
    );
  });
});
