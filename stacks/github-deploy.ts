// What .github/workflows/deploy.yml deploys with: GitHub's OpenID Connect provider in the account and
// two roles a workflow assumes with a short-lived token (no stored keys), one for the pull requests'
// stages (pr-<number>) and one for prod. Each may do what `sst deploy` (SST v2) does with the
// caller's own credentials, on its own stages' stacks only.
//
// Not one of sst.config.ts's stacks: it is made once per account and region, by someone who may
// create IAM roles, before CI can deploy anything (docs/deploy.md, "Deploying from GitHub Actions").
// `npx tsx stacks/github-deploy-template.ts --repository <owner>/<name>` prints its template.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { App, BootstraplessSynthesizer, CfnOutput, Duration, Fn, Stack } from "aws-cdk-lib";
import { FederatedPrincipal, OidcProviderNative, PolicyDocument, PolicyStatement, Role } from "aws-cdk-lib/aws-iam";
import type { Construct } from "constructs";

/** The app's name in sst.config.ts: SST v2 names a stage's stacks `<stage>-<app>-<stack>`. */
export const appName = "ai-for-leaders";

/** The CDK bootstrap qualifier `sst deploy` uses: CDK's default, as sst.config.ts sets no `cdk.qualifier`. */
export const cdkQualifier = "hnb659fds";

/**
 * Who issues GitHub Actions' tokens, and the audience configure-aws-credentials asks for
 * (GitHub Docs, "Configuring OpenID Connect in Amazon Web Services").
 */
export const githubTokenIssuer = "token.actions.githubusercontent.com";
export const githubTokenAudience = "sts.amazonaws.com";

export interface DeployTarget {
  roleName: string;
  /** The stage name, or a pattern of names, as IAM matches it (`*` for any characters). */
  stages: string;
  /**
   * The token's subject, after `repo:<owner>/<name>:`. GitHub writes `pull_request` for a pull
   * request's jobs and `environment:<name>` for a job that names an environment.
   */
  subject: string;
  /** May delete its stages (`sst remove`); prod's stacks are never removed by CI. */
  removes: boolean;
  /** May look up the Route 53 zone of SITE_DOMAIN through CDK's lookup role (only prod has a domain). */
  looksUp: boolean;
}

/**
 * A pull request's job may deploy and remove pr-* stages and nothing else; prod is deployed only by
 * a job of the `production` environment, which GitHub holds until a reviewer approves it and runs
 * only for the tags its rule allows (v*). The tag's own subject (`ref:refs/tags/v*`) is not trusted:
 * a job that names the environment never presents it, and a job that does not name it skips the approval.
 */
export const deployTargets = {
  preview: { roleName: `${appName}-github-preview`, stages: "pr-*", subject: "pull_request", removes: true, looksUp: false },
  production: {
    roleName: `${appName}-github-production`,
    stages: "prod",
    subject: "environment:production",
    removes: false,
    looksUp: true,
  },
} as const satisfies Record<string, DeployTarget>;

export interface GitHubDeployProps {
  /** The repository whose workflows may deploy, `<owner>/<name>` as GitHub spells it. */
  repository: string;
  /** The account's GitHub OIDC provider, when it has one already: IAM allows one per issuer. */
  oidcProviderArn?: string;
}

/** GitHub's rules for owner and repository names: no wildcard can pass. */
const repositoryName = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/;

export class GitHubDeployStack extends Stack {
  constructor(scope: Construct, id: string, { repository, oidcProviderArn }: GitHubDeployProps) {
    if (!repositoryName.test(repository)) throw new Error(`Give the repository as <owner>/<name> (it is "${repository}").`);
    // Made before CDK's bootstrap may be used, and with no assets: nothing of the bootstrap is needed.
    super(scope, id, {
      synthesizer: new BootstraplessSynthesizer(),
      description: `Roles GitHub Actions of ${repository} assume to deploy ${appName} (stacks/github-deploy.ts)`,
    });
    const providerArn =
      oidcProviderArn ??
      new OidcProviderNative(this, "GitHubOidcProvider", {
        url: `https://${githubTokenIssuer}`,
        clientIds: [githubTokenAudience],
        // No thumbprints: IAM trusts GitHub's certificate through its own root CAs (IAM User Guide,
        // "Create an OpenID Connect (OIDC) identity provider in IAM").
      }).oidcProviderArn;

    for (const [name, target] of Object.entries(deployTargets)) {
      const label = name[0]!.toUpperCase() + name.slice(1);
      const role = new Role(this, `${label}Role`, {
        roleName: target.roleName,
        description: `GitHub Actions of ${repository} deploy the ${target.stages} stage(s) of ${appName}`,
        assumedBy: new FederatedPrincipal(
          providerArn,
          {
            StringEquals: {
              [`${githubTokenIssuer}:aud`]: githubTokenAudience,
              [`${githubTokenIssuer}:sub`]: `repo:${repository}:${target.subject}`,
            },
          },
          "sts:AssumeRoleWithWebIdentity",
        ),
        // A first deploy (tables, a distribution, a certificate) may outlast the default hour.
        maxSessionDuration: Duration.hours(2),
        inlinePolicies: { deploy: new PolicyDocument({ statements: deployStatements(target) }) },
      });
      new CfnOutput(this, `${label}RoleArn`, { value: role.roleArn });
    }
  }
}

/**
 * What `sst deploy` and `sst remove` (SST v2, node_modules/sst/stacks/deploy.js, remove.js,
 * bootstrap.js, app-metadata.js) ask of the caller's own credentials, for the target's stages.
 * What the stacks contain is made by CloudFormation under CDK's execution role, not by this role.
 */
export function deployStatements(target: DeployTarget): PolicyStatement[] {
  // Written as Fn::Sub, so the template reads as the ARNs do.
  const [partition, account, region] = ["${AWS::Partition}", "${AWS::AccountId}", "${AWS::Region}"];
  const arn = (text: string) => Fn.sub(text);
  const cdkRole = (kind: string) => arn(`arn:${partition}:iam::${account}:role/cdk-${cdkQualifier}-${kind}-role-${account}-${region}`);
  const stack = (name: string) => arn(`arn:${partition}:cloudformation:${region}:${account}:stack/${name}/*`);
  const stageStacks = stack(`${target.stages}-${appName}-*`);
  const executionRole = cdkRole("cfn-exec");
  return [
    // SST publishes the functions' bundles and the site's files through CDK's file-publishing role,
    // and CDK reads the stack's environment through its deploy role. Without a custom domain nothing
    // is looked up; with one, the Route 53 zone is, through the lookup role. No image-publishing
    // role: no function here is a container image.
    new PolicyStatement({
      sid: "AssumeCdkBootstrapRoles",
      actions: ["sts:AssumeRole"],
      resources: [cdkRole("deploy"), cdkRole("file-publishing"), ...(target.looksUp ? [cdkRole("lookup")] : [])],
    }),
    // SST v2 creates and updates each stack itself, with these credentials, naming CDK's execution
    // role as the stack's role; the condition keeps it so, and the role may be passed to nothing else.
    new PolicyStatement({
      sid: "CreateAndUpdateStageStacks",
      actions: ["cloudformation:CreateStack", "cloudformation:UpdateStack"],
      resources: [stageStacks],
      conditions: { StringEquals: { "cloudformation:RoleArn": executionRole } },
    }),
    new PolicyStatement({
      sid: "PassCdkExecutionRole",
      actions: ["iam:PassRole"],
      resources: [executionRole],
      conditions: { StringEquals: { "iam:PassedToService": "cloudformation.amazonaws.com" } },
    }),
    // Watching a deploy (its events and resources), reading the stage's outputs (the smoke's URL),
    // and the stacks' tags (sst:app, sst:stage), which may be authorised as TagResource on create.
    // DeleteStack: `sst remove`, and a deploy that replaces a stack whose first create rolled back.
    // It runs as the execution role the stack keeps, which a deletion needs no permission to pass
    // (CloudFormation API Reference, DeleteStack, RoleARN).
    new PolicyStatement({
      sid: "StageStacks",
      actions: [
        "cloudformation:DescribeStacks",
        "cloudformation:DescribeStackEvents",
        "cloudformation:DescribeStackResources",
        "cloudformation:TagResource",
        ...(target.removes ? ["cloudformation:DeleteStack"] : []),
      ],
      resources: [stageStacks],
    }),
    // Before any deploy, SST checks that CDK's and its own bootstrap stacks are there and current
    // (it reads their outputs: the buckets' names). Bootstrapping them is left to an administrator.
    new PolicyStatement({
      sid: "ReadBootstrapStacks",
      actions: ["cloudformation:DescribeStacks"],
      resources: [stack("CDKToolkit"), stack("SSTBootstrap")],
    }),
    // A stack that exports values the next one imports (Storage's tables to the API): SST keeps an
    // export still in use. ListImports has no resource type to narrow it to (Service Authorization
    // Reference, "Actions, resources, and condition keys for AWS CloudFormation").
    new PolicyStatement({ sid: "ListImports", actions: ["cloudformation:ListImports"], resources: ["*"] }),
    // CloudFormation reads a TemplateURL, and resolves the template's SSM parameter (the bootstrap
    // version CDK checks), with the caller's credentials, as CDK's own deploy role is granted.
    new PolicyStatement({
      sid: "ReadStageTemplates",
      actions: ["s3:GetObject"],
      resources: [arn(`arn:${partition}:s3:::cdk-${cdkQualifier}-assets-${account}-${region}/*.json`)],
    }),
    new PolicyStatement({
      sid: "ReadCdkBootstrapVersion",
      actions: ["ssm:GetParameter", "ssm:GetParameters"],
      resources: [arn(`arn:${partition}:ssm:${region}:${account}:parameter/cdk-bootstrap/${cdkQualifier}/version`)],
    }),
    // SST keeps a note of each stage (deployed or in dev mode) in its bootstrap bucket, whose name
    // CloudFormation generated from the stack's (sstbootstrap-…); `sst remove` deletes it.
    new PolicyStatement({
      sid: "StageMetadata",
      actions: ["s3:GetObject", "s3:PutObject", ...(target.removes ? ["s3:DeleteObject"] : [])],
      resources: [arn(`arn:${partition}:s3:::sstbootstrap-*/appMetadata/app.${appName}/stage.${target.stages}.json`)],
    }),
  ];
}

/** The stack's name in CloudFormation: one per account and region. */
export const githubDeployStackName = `${appName}-github-deploy`;

/** The CloudFormation template of the stack, synthesized in a folder of its own that is removed after. */
export function githubDeployTemplate(props: GitHubDeployProps): Record<string, unknown> {
  const outdir = mkdtempSync(join(tmpdir(), "github-deploy-"));
  try {
    const app = new App({ outdir, analyticsReporting: false });
    new GitHubDeployStack(app, githubDeployStackName, props);
    return app.synth().getStackByName(githubDeployStackName).template;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
