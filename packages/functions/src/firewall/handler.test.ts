import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { beforeEach, describe, expect, it } from "vitest";
import { mockClient } from "aws-sdk-client-mock";
// The WAF client and its commands and errors, as the handler meets them.
import * as wafApi from "@aws-sdk/client-wafv2";
import type { CloudFormationCustomResourceEvent } from "aws-lambda";
import { edgeWebAcl, type EdgeWebAclProperties } from "@ai-leaders/infra";
import { createFirewallHandler } from "./handler.ts";

const name = "prod-ai-for-leaders-edge-firewall";
const id = "a1b2c3d4-5678-90ab-cdef-111122223333";
const arn = `arn:aws:wafv2:us-east-1:123456789012:global/webacl/${name}/${id}`;
/** What the stack writes into the custom resource (stacks/firewall.ts). */
const properties = (webAclName = name) => ({
  ServiceToken: "arn:aws:lambda:eu-west-1:123456789012:function:provider",
  WebACL: JSON.stringify(edgeWebAcl(webAclName)),
});

const client = new wafApi.WAFV2Client({ region: "us-east-1" });
const waf = mockClient(client);
const logged: Array<Record<string, unknown>> = [];
const firewall = createFirewallHandler({ waf: client, log: (entry) => logged.push(entry) });

function event(fields: Record<string, unknown>): CloudFormationCustomResourceEvent<EdgeWebAclProperties> {
  const common = {
    ServiceToken: "token",
    ResponseURL: "https://cloudformation.example/response",
    StackId: "stack",
    RequestId: "request",
    LogicalResourceId: "EdgeFirewall",
    ResourceType: "Custom::CloudFrontWebAcl",
  };
  return { ...common, ...fields } as unknown as CloudFormationCustomResourceEvent<EdgeWebAclProperties>;
}

/** Every byte match's search string in these rules, in order. */
function searchStringsOf(rules: unknown): unknown[] {
  const found: unknown[] = [];
  JSON.stringify(rules, (key, value) => {
    if (key === "SearchString") found.push(value);
    return value;
  });
  return found;
}

/** The rules as sent, a byte match's SearchString read back from its bytes to the text CloudFormation takes. */
function asText(sent: unknown) {
  return JSON.parse(JSON.stringify(sent, (key, value) => (key === "SearchString" ? new TextDecoder().decode(value) : value)));
}

beforeEach(() => {
  waf.reset();
  logged.length = 0;
});

describe("the edge firewall's custom resource", () => {
  it("creates the web ACL for CloudFront and answers with its ARN, which the distribution reads", async () => {
    waf.on(wafApi.CreateWebACLCommand).resolves({ Summary: { ARN: arn, Id: id, Name: name, LockToken: "token-1" } });
    const answer = await firewall(event({ RequestType: "Create", ResourceProperties: properties() }));
    expect(answer).toEqual({ PhysicalResourceId: arn, Data: { Arn: arn, Id: id, Name: name } });
    const sent = waf.commandCalls(wafApi.CreateWebACLCommand)[0]!.args[0].input;
    expect(sent).toMatchObject({ Name: name, Scope: "CLOUDFRONT" });
  });

  it("sends exactly the shared definition: the rules, default action, metrics and the 429 body", async () => {
    waf.on(wafApi.CreateWebACLCommand).resolves({ Summary: { ARN: arn, Id: id, Name: name } });
    await firewall(event({ RequestType: "Create", ResourceProperties: properties() }));
    const sent = waf.commandCalls(wafApi.CreateWebACLCommand)[0]!.args[0].input;
    const { Name, DefaultAction, VisibilityConfig, CustomResponseBodies, Rules } = edgeWebAcl(name);
    expect(asText(sent)).toEqual({ Name, Scope: "CLOUDFRONT", DefaultAction, VisibilityConfig, CustomResponseBodies, Rules });
    // WAF's API takes a byte match's search string as bytes (a blob), not text.
    expect(searchStringsOf(sent.Rules).length).toBeGreaterThan(0);
    expect(searchStringsOf(sent.Rules).every((searchString) => searchString instanceof Uint8Array)).toBe(true);
  });

  it("updates the web ACL in place with the lock token it has just read", async () => {
    waf.on(wafApi.GetWebACLCommand).resolves({ LockToken: "token-2" });
    waf.on(wafApi.UpdateWebACLCommand).resolves({ NextLockToken: "token-3" });
    const answer = await firewall(
      event({ RequestType: "Update", PhysicalResourceId: arn, ResourceProperties: properties(), OldResourceProperties: properties() }),
    );
    expect(answer).toEqual({ PhysicalResourceId: arn, Data: { Arn: arn, Id: id, Name: name } });
    expect(waf.commandCalls(wafApi.GetWebACLCommand)[0]!.args[0].input).toEqual({ Name: name, Scope: "CLOUDFRONT", Id: id });
    const sent = waf.commandCalls(wafApi.UpdateWebACLCommand)[0]!.args[0].input;
    expect(sent).toMatchObject({ Name: name, Scope: "CLOUDFRONT", Id: id, LockToken: "token-2" });
    expect(asText(sent.Rules)).toEqual(edgeWebAcl(name).Rules);
    expect(waf.commandCalls(wafApi.CreateWebACLCommand)).toHaveLength(0);
  });

  it("tries an update again with a fresh lock token when another change came first", async () => {
    waf.on(wafApi.GetWebACLCommand).resolvesOnce({ LockToken: "stale" }).resolves({ LockToken: "fresh" });
    waf
      .on(wafApi.UpdateWebACLCommand)
      .rejectsOnce(
        new wafApi.WAFOptimisticLockException({
          message: "AWS WAF couldn't save your changes because someone changed the resource after you started to edit it.",
          $metadata: {},
        }),
      )
      .resolves({});
    await firewall(
      event({ RequestType: "Update", PhysicalResourceId: arn, ResourceProperties: properties(), OldResourceProperties: properties() }),
    );
    expect(waf.commandCalls(wafApi.UpdateWebACLCommand).map((call) => call.args[0].input.LockToken)).toEqual(["stale", "fresh"]);
  });

  it("makes a new web ACL when the name changes, leaving the old one for CloudFormation to delete", async () => {
    const renamed = "prod-ai-for-leaders-site-firewall";
    const renamedArn = `arn:aws:wafv2:us-east-1:123456789012:global/webacl/${renamed}/ffffffff-5678-90ab-cdef-111122223333`;
    waf
      .on(wafApi.CreateWebACLCommand)
      .resolves({ Summary: { ARN: renamedArn, Id: "ffffffff-5678-90ab-cdef-111122223333", Name: renamed } });
    const answer = await firewall(
      event({
        RequestType: "Update",
        PhysicalResourceId: arn,
        ResourceProperties: properties(renamed),
        OldResourceProperties: properties(),
      }),
    );
    expect(answer.PhysicalResourceId).toBe(renamedArn);
    expect(waf.commandCalls(wafApi.UpdateWebACLCommand)).toHaveLength(0);
    expect(waf.commandCalls(wafApi.DeleteWebACLCommand)).toHaveLength(0);
  });

  it("deletes the web ACL with its lock token", async () => {
    waf.on(wafApi.GetWebACLCommand).resolves({ LockToken: "token-4" });
    waf.on(wafApi.DeleteWebACLCommand).resolves({});
    await firewall(event({ RequestType: "Delete", PhysicalResourceId: arn, ResourceProperties: properties() }));
    expect(waf.commandCalls(wafApi.DeleteWebACLCommand)[0]!.args[0].input).toEqual({
      Name: name,
      Scope: "CLOUDFRONT",
      Id: id,
      LockToken: "token-4",
    });
  });

  it("counts the delete of a web ACL that is already gone as done, so the stack can still be removed", async () => {
    waf.on(wafApi.GetWebACLCommand).rejects(
      new wafApi.WAFNonexistentItemException({
        message: "AWS WAF couldn't perform the operation because your resource doesn't exist.",
        $metadata: {},
      }),
    );
    await expect(firewall(event({ RequestType: "Delete", PhysicalResourceId: arn, ResourceProperties: properties() }))).resolves.toEqual(
      {},
    );
    expect(waf.commandCalls(wafApi.DeleteWebACLCommand)).toHaveLength(0);
    expect(logged).toContainEqual({ event: "edge_firewall_already_gone", arn });
  });

  it("fails the deploy on any other error, saying what WAF said", async () => {
    waf.on(wafApi.CreateWebACLCommand).rejects(new Error("WAFLimitsExceededException: the account has reached its web ACL limit"));
    await expect(firewall(event({ RequestType: "Create", ResourceProperties: properties() }))).rejects.toThrow("web ACL limit");
  });
});

describe("the edge firewall's requests to WAF", () => {
  it("carry each search string as WAF's JSON protocol carries bytes: base64 of its text", async () => {
    const bodies: string[] = [];
    const standIn = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        bodies.push(body);
        response.setHeader("content-type", "application/x-amz-json-1.1");
        response.end(JSON.stringify({ Summary: { ARN: arn, Id: id, Name: name } }));
      });
    });
    await new Promise<void>((listening) => standIn.listen(0, "127.0.0.1", listening));
    try {
      const endpoint = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
      const overHttp = new wafApi.WAFV2Client({
        region: "us-east-1",
        endpoint,
        credentials: { accessKeyId: "stand-in", secretAccessKey: "stand-in" },
      });
      await createFirewallHandler({ waf: overHttp, log: () => {} })(event({ RequestType: "Create", ResourceProperties: properties() }));
      const sent = JSON.parse(bodies[0]!);
      expect(searchStringsOf(sent.Rules)).toEqual(
        searchStringsOf(edgeWebAcl(name).Rules).map((text) => Buffer.from(String(text)).toString("base64")),
      );
      expect(searchStringsOf(sent.Rules)).toContain(Buffer.from("/api/access").toString("base64"));
    } finally {
      standIn.close();
    }
  });
});
