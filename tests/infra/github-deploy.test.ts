// The roles GitHub Actions deploy with (stacks/github-deploy.ts), asserted on their synthesized
// template: who may assume them, that each may touch only its own stages, and that nothing in it
// is a long-lived key or a blanket grant. Then that the workflow asks for what the roles allow.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Template } from "aws-cdk-lib/assertions";
import {
  appName,
  deployTargets,
  githubDeployStackName,
  githubDeployTemplate,
  githubTokenAudience,
  githubTokenIssuer,
} from "../../stacks/github-deploy.ts";
import { ApiStack } from "../../stacks/api.ts";
import { Realtime } from "../../stacks/realtime.ts";
import config from "../../sst.config.ts";

const repository = "acme/ai-for-leaders";

type Statement = { Sid?: string; Effect: string; Action: string | string[]; Resource?: unknown; Principal?: unknown; Condition?: any };
type RoleResource = {
  Properties: { RoleName: string; AssumeRolePolicyDocument: { Statement: Statement[] }; Policies?: any[]; ManagedPolicyArns?: unknown };
};

const template = Template.fromJSON(githubDeployTemplate({ repository }));

function roles(from: Template = template): RoleResource[] {
  return Object.values(from.findResources("AWS::IAM::Role")) as RoleResource[];
}

function role(roleName: string, from: Template = template): RoleResource {
  const found = roles(from).find((candidate) => candidate.Properties.RoleName === roleName);
  if (!found) throw new Error(`No role ${roleName}`);
  return found;
}

/** The statements of the role's inline policies (the only kind it has: see "no managed policies"). */
function permissions(of: RoleResource): Statement[] {
  return (of.Properties.Policies ?? []).flatMap((policy) => policy.PolicyDocument.Statement as Statement[]);
}

const list = (value: unknown): unknown[] => [value].flat();

/** A resource as written: a plain string, or the text of its Fn::Sub. */
function resourceText(resource: unknown): string {
  if (typeof resource === "string") return resource;
  const sub = (resource as { "Fn::Sub"?: unknown })["Fn::Sub"];
  if (typeof sub === "string") return sub;
  throw new Error(`Resource not written as a string or Fn::Sub: ${JSON.stringify(resource)}`);
}

/** IAM's matching of a resource pattern: `*` any characters, `?` one. */
function iamMatches(pattern: string, value: string): boolean {
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, "\\$&")
    .replace(/\*/g, ".*")
    .replace(/\?/g, ".");
  return new RegExp(`^${source}$`).test(value);
}

function stackArn(stackName: string): string {
  return `arn:\${AWS::Partition}:cloudformation:\${AWS::Region}:\${AWS::AccountId}:stack/${stackName}/0f6e1a20-0000-11f0-0000-0a1b2c3d4e5f`;
}

/** Whether any statement of the role allows the action on the resource. */
function allows(of: RoleResource, action: string, resource: string): boolean {
  return permissions(of).some(
    (statement) =>
      statement.Effect === "Allow" &&
      list(statement.Action).some((granted) => iamMatches(String(granted), action)) &&
      list(statement.Resource).some((granted) => iamMatches(resourceText(granted), resource)),
  );
}

describe("who may assume the deploy roles", () => {
  it("makes GitHub's OIDC provider, for STS's audience, unless the account's own is given", () => {
    template.resourceCountIs("AWS::IAM::OIDCProvider", 1);
    template.hasResourceProperties("AWS::IAM::OIDCProvider", {
      Url: `https://${githubTokenIssuer}`,
      ClientIdList: [githubTokenAudience],
    });

    const existing = "arn:aws:iam::123456789012:oidc-provider/token.actions.githubusercontent.com";
    const reusing = Template.fromJSON(githubDeployTemplate({ repository, oidcProviderArn: existing }));
    reusing.resourceCountIs("AWS::IAM::OIDCProvider", 0);
    for (const each of roles(reusing)) {
      expect(each.Properties.AssumeRolePolicyDocument.Statement.map((statement) => statement.Principal)).toEqual([{ Federated: existing }]);
    }
  });

  it.each([
    [deployTargets.preview.roleName, `repo:${repository}:pull_request`],
    [deployTargets.production.roleName, `repo:${repository}:environment:production`],
  ])("%s trusts only GitHub's tokens for STS whose subject is %s", (roleName, subject) => {
    const trust = role(roleName).Properties.AssumeRolePolicyDocument.Statement;
    expect(trust).toHaveLength(1);
    expect(trust[0]).toMatchObject({
      Effect: "Allow",
      Action: "sts:AssumeRoleWithWebIdentity",
      Principal: { Federated: { Ref: expect.any(String) } },
    });
    // StringEquals, and nothing else: no StringLike that a wildcard in the subject would widen.
    expect(trust[0]!.Condition).toEqual({
      StringEquals: {
        [`${githubTokenIssuer}:aud`]: githubTokenAudience,
        [`${githubTokenIssuer}:sub`]: subject,
      },
    });
  });

  it("refuses a repository that is not exactly <owner>/<name>", () => {
    for (const wrong of ["acme/*", "*", "acme", "acme/ai-for-leaders:*", "acme/ai for leaders"]) {
      expect(() => githubDeployTemplate({ repository: wrong })).toThrow(/<owner>\/<name>/);
    }
  });
});

describe("what the deploy roles may do", () => {
  it("holds no stored keys, no users and no managed policies", () => {
    for (const type of ["AWS::IAM::AccessKey", "AWS::IAM::User", "AWS::IAM::ManagedPolicy", "AWS::IAM::Policy"]) {
      template.resourceCountIs(type, 0);
    }
    for (const each of roles()) expect(each.Properties.ManagedPolicyArns).toBeUndefined();
  });

  it("allows no action with a wildcard, and a wildcard resource for ListImports only", () => {
    const statements = roles().flatMap(permissions);
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(statement.Effect).toBe("Allow");
      for (const action of list(statement.Action)) expect(String(action)).not.toContain("*");
      if (list(statement.Resource).includes("*")) expect(statement.Action).toBe("cloudformation:ListImports");
    }
  });

  it("lets each role change only its own stages' stacks, and CloudFormation run them only as CDK's execution role", () => {
    const preview = role(deployTargets.preview.roleName);
    const production = role(deployTargets.production.roleName);
    const previewStack = stackArn(`pr-12-${appName}-ApiStack`);
    const prodStack = stackArn(`prod-${appName}-ApiStack`);

    for (const action of ["cloudformation:CreateStack", "cloudformation:UpdateStack", "cloudformation:DescribeStacks"]) {
      expect(allows(preview, action, previewStack)).toBe(true);
      expect(allows(preview, action, prodStack)).toBe(false);
      expect(allows(production, action, prodStack)).toBe(true);
      expect(allows(production, action, previewStack)).toBe(false);
    }
    expect(allows(preview, "cloudformation:DeleteStack", previewStack)).toBe(true);
    // prod is never removed from CI: its tables are kept, and a removal is a person's decision.
    expect(allows(production, "cloudformation:DeleteStack", prodStack)).toBe(false);
    expect(allows(preview, "cloudformation:CreateStack", stackArn("CDKToolkit"))).toBe(false);

    for (const each of [preview, production]) {
      const writes = permissions(each).filter((statement) => list(statement.Action).includes("cloudformation:CreateStack"));
      expect(writes).toHaveLength(1);
      expect(resourceText(writes[0]!.Condition.StringEquals["cloudformation:RoleArn"])).toMatch(/:role\/cdk-hnb659fds-cfn-exec-role-/);
      const passes = permissions(each).filter((statement) => list(statement.Action).includes("iam:PassRole"));
      expect(passes.map((statement) => statement.Condition)).toEqual([
        { StringEquals: { "iam:PassedToService": "cloudformation.amazonaws.com" } },
      ]);
      expect(passes.flatMap((statement) => list(statement.Resource).map(resourceText))).toEqual([
        "arn:${AWS::Partition}:iam::${AWS::AccountId}:role/cdk-hnb659fds-cfn-exec-role-${AWS::AccountId}-${AWS::Region}",
      ]);
    }
  });

  it("assumes only CDK's bootstrap roles: the lookup role for prod's domain, no image publishing", () => {
    const assumed = (roleName: string) =>
      permissions(role(roleName))
        .filter((statement) => list(statement.Action).includes("sts:AssumeRole"))
        .flatMap((statement) => list(statement.Resource).map(resourceText))
        .map((arn) => arn.replace(/^.*:role\/cdk-hnb659fds-(.+)-role-.*$/, "$1"));
    expect(assumed(deployTargets.preview.roleName)).toEqual(["deploy", "file-publishing"]);
    expect(assumed(deployTargets.production.roleName)).toEqual(["deploy", "file-publishing", "lookup"]);
  });

  it("reads and writes SST's note of its own stages only", () => {
    const metadata = (stage: string) =>
      `arn:\${AWS::Partition}:s3:::sstbootstrap-useast1a1b2c3d4-5e6f7g8h/appMetadata/app.${appName}/stage.${stage}.json`;
    const preview = role(deployTargets.preview.roleName);
    const production = role(deployTargets.production.roleName);
    expect(allows(preview, "s3:PutObject", metadata("pr-12"))).toBe(true);
    expect(allows(preview, "s3:PutObject", metadata("prod"))).toBe(false);
    expect(allows(production, "s3:PutObject", metadata("prod"))).toBe(true);
    expect(allows(production, "s3:DeleteObject", metadata("prod"))).toBe(false);
  });

  it("names each role's ARN as an output, for the repository's variables", () => {
    expect(Object.keys(template.toJSON().Outputs)).toEqual(["PreviewRoleArn", "ProductionRoleArn"]);
  });
});

describe("the workflow and the roles agree", () => {
  const workflow = readFileSync(new URL("../../.github/workflows/deploy.yml", import.meta.url), "utf8");

  it("deploys the app and stages the roles name", () => {
    expect(config.config().name).toBe(appName);
    expect(githubDeployStackName).toBe(`${appName}-github-deploy`);
    expect(workflow).toContain("STAGE: pr-${{ github.event.pull_request.number }}");
    expect(iamMatches(deployTargets.preview.stages, "pr-12")).toBe(true);
    expect(workflow).toContain("STAGE: prod");
    expect(deployTargets.production.stages).toBe("prod");
    // The site's and the APIs' addresses are outputs of the API and Realtime stacks, named as SST v2 names them.
    expect(ApiStack.name).toBe("ApiStack");
    expect(Realtime.name).toBe("Realtime");
    expect(workflow).toContain(`--stack-name "$STAGE-${appName}-$1"`);
    for (const [stack, output] of [
      ["ApiStack", "SiteUrl"],
      ["ApiStack", "ApiUrl"],
      ["Realtime", "RealtimeUrl"],
    ])
      expect(workflow).toContain(`output ${stack} ${output}`);
    // The smoke is told both APIs' own addresses, to check that each refuses what did not come through the site.
    expect(workflow).toContain('npm run smoke -- "$SITE_URL" --api-url "$API_URL" --realtime-url "$REALTIME_URL"');
  });

  it("asks each role with the token its trust names: pull requests', and the production environment's", () => {
    // A job's text: from its key (two spaces in) to the next job's key.
    const job = (name: string) => {
      const start = workflow.indexOf(`\n  ${name}:\n`) + 1;
      const next = workflow.slice(start + 1).search(/\n {2}[a-z-]+:\n/);
      return next < 0 ? workflow.slice(start) : workflow.slice(start, start + 1 + next);
    };
    expect(job("preview")).toContain("vars.AWS_PREVIEW_ROLE_ARN");
    expect(job("remove-preview")).toContain("vars.AWS_PREVIEW_ROLE_ARN");
    expect(job("production")).toContain("vars.AWS_PRODUCTION_ROLE_ARN");
    expect(job("production")).toMatch(/environment:\n\s+name: production\n/);
    expect(workflow).toMatch(/permissions:\n\s+id-token: write.*\n\s+contents: read\n/);
    expect(workflow).not.toMatch(/AWS_ACCESS_KEY_ID|AWS_SECRET_ACCESS_KEY|aws-access-key-id/);
  });
});
