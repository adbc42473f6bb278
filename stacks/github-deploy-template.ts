// npx tsx stacks/github-deploy-template.ts --repository <owner>/<name> [--oidc-provider-arn ARN] > github-deploy.json
// Prints the template of the roles GitHub Actions deploy with (github-deploy.ts), to deploy once
// with the AWS CLI as docs/deploy.md shows ("Deploying from GitHub Actions").
import { parseArgs } from "node:util";
import { githubDeployTemplate } from "./github-deploy.ts";

const { values } = parseArgs({ options: { repository: { type: "string" }, "oidc-provider-arn": { type: "string" } } });
if (!values.repository) {
  console.error(
    "Usage: npx tsx stacks/github-deploy-template.ts --repository <owner>/<name> [--oidc-provider-arn ARN] > github-deploy.json",
  );
  process.exit(2);
}
const template = githubDeployTemplate({ repository: values.repository, oidcProviderArn: values["oidc-provider-arn"] });
process.stdout.write(`${JSON.stringify(template, null, 2)}\n`);
