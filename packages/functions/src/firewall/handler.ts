// The site's web ACL for a stage outside us-east-1 (stacks/firewall.ts). AWS WAF keeps CloudFront's
// web ACLs in us-east-1 only, and SST deploys every stack of a stage in its own region, so a custom
// resource of the stage's stack makes the web ACL there through WAF's API. CDK's Provider answers
// CloudFormation; this only creates, updates and deletes.
import {
  CreateWebACLCommand,
  DeleteWebACLCommand,
  GetWebACLCommand,
  UpdateWebACLCommand,
  WAFNonexistentItemException,
  WAFOptimisticLockException,
  type CreateWebACLRequest,
  type WAFV2Client,
} from "@aws-sdk/client-wafv2";
import type { CloudFormationCustomResourceEvent } from "aws-lambda";
import type { EdgeWebAclProperties } from "@ai-leaders/infra";
import type { Log } from "../logging/index.ts";

export interface FirewallDeps {
  /** A client of WAF's us-east-1 endpoint, the only one that serves CloudFront's web ACLs. */
  waf: WAFV2Client;
  log: Log;
}

/** What CDK's Provider hands back to CloudFormation: the web ACL's ARN, and what GetAtt reads. */
export interface FirewallResponse {
  PhysicalResourceId?: string;
  Data?: { Arn: string; Id: string; Name: string };
}

type WebAclDefinition = Pick<CreateWebACLRequest, "Name" | "DefaultAction" | "VisibilityConfig" | "Rules" | "CustomResponseBodies">;

interface WebAclRef {
  name: string;
  id: string;
}

const scope = "CLOUDFRONT";

/** Tries of a change that another change, made in between, keeps refusing (its lock token is stale). */
const lockAttempts = 5;

export function createFirewallHandler({ waf, log }: FirewallDeps) {
  const create = async (definition: WebAclDefinition): Promise<FirewallResponse> => {
    const { Summary } = await waf.send(new CreateWebACLCommand({ ...definition, Scope: scope }));
    log({ event: "edge_firewall_created", arn: Summary!.ARN });
    return answer(Summary!.ARN!);
  };

  const update = async (arn: string, definition: WebAclDefinition): Promise<FirewallResponse> => {
    const webAcl = webAclOf(arn);
    await withLockToken(webAcl, (LockToken) =>
      waf.send(new UpdateWebACLCommand({ ...definition, Scope: scope, Id: webAcl.id, LockToken })),
    );
    log({ event: "edge_firewall_updated", arn });
    return answer(arn);
  };

  const remove = async (arn: string): Promise<FirewallResponse> => {
    const { name, id } = webAclOf(arn);
    try {
      await withLockToken({ name, id }, (LockToken) => waf.send(new DeleteWebACLCommand({ Name: name, Scope: scope, Id: id, LockToken })));
      log({ event: "edge_firewall_deleted", arn });
    } catch (error) {
      if (!(error instanceof WAFNonexistentItemException)) throw error;
      log({ event: "edge_firewall_already_gone", arn });
    }
    return {};
  };

  /** Runs a change with the web ACL's current lock token, again with a fresh one if another change came first. */
  const withLockToken = async ({ name, id }: WebAclRef, change: (lockToken: string) => Promise<unknown>) => {
    for (let attempt = 1; ; attempt += 1) {
      const { LockToken } = await waf.send(new GetWebACLCommand({ Name: name, Scope: scope, Id: id }));
      try {
        return await change(LockToken!);
      } catch (error) {
        if (!(error instanceof WAFOptimisticLockException) || attempt === lockAttempts) throw error;
      }
    }
  };

  return async (event: CloudFormationCustomResourceEvent<EdgeWebAclProperties>): Promise<FirewallResponse> => {
    switch (event.RequestType) {
      case "Create":
        return create(definitionOf(event.ResourceProperties));
      case "Update": {
        const definition = definitionOf(event.ResourceProperties);
        // A web ACL's name is fixed: a new name is a new web ACL, and CloudFormation then deletes the old one.
        return webAclOf(event.PhysicalResourceId).name === definition.Name
          ? update(event.PhysicalResourceId, definition)
          : create(definition);
      }
      case "Delete":
        return remove(event.PhysicalResourceId);
    }
  };
}

/**
 * The definition the stack wrote (infra's edgeWebAcl), as WAF's API takes it: the same fields,
 * but a byte match's SearchString as bytes where CloudFormation's resource takes text.
 */
function definitionOf(properties: EdgeWebAclProperties): WebAclDefinition {
  return JSON.parse(properties.WebACL, (key, value) => (key === "SearchString" ? new TextEncoder().encode(value) : value));
}

/** A CloudFront web ACL's ARN: arn:aws:wafv2:us-east-1:<account>:global/webacl/<name>/<id>. */
function webAclOf(arn: string): WebAclRef {
  const [, name, id] = /:global\/webacl\/([^/]+)\/([^/]+)$/.exec(arn) ?? [];
  if (!name || !id) throw new Error(`Not a CloudFront web ACL's ARN: ${arn}`);
  return { name, id };
}

function answer(arn: string): FirewallResponse {
  const { name, id } = webAclOf(arn);
  return { PhysicalResourceId: arn, Data: { Arn: arn, Id: id, Name: name } };
}
