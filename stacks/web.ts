import { Function as CloudFrontFunction, FunctionCode, FunctionEventType, HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from "aws-cdk-lib/aws-cloudfront";
import { Duration } from "aws-cdk-lib";
import { StaticSite, use, type StackContext } from "sst/constructs";
import { cacheControl, contentSecurityPolicy, noindexPathPrefix } from "@ai-leaders/infra";
import { ApiStack } from "./api.ts";
import { Realtime } from "./realtime.ts";

/**
 * Deep links (paths without a file extension) are answered with index.html; everything else,
 * hashed assets above all, is served as stored or not at all, never as HTML.
 */
export const spaRoutingCode = `
function handler(event) {
  var request = event.request;
  var last = request.uri.split("/").pop();
  if (request.uri.indexOf("/assets/") !== 0 && last.indexOf(".") === -1) {
    request.uri = "/index.html";
  }
  return request;
}`;

/** A kept result's page (/r/…) is private by link: its response says noindex, as its meta tag does. */
export const noindexCode = `
function handler(event) {
  var response = event.response;
  if (event.request.uri.indexOf("${noindexPathPrefix}") === 0) {
    response.headers["x-robots-tag"] = { value: "noindex" };
  }
  return response;
}`;

export function Web({ stack }: StackContext) {
  const { api } = use(ApiStack);
  const { realtime } = use(Realtime);

  const securityHeaders = new ResponseHeadersPolicy(stack, "SecurityHeaders", {
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy([api.url, realtime.url]), override: true },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
    },
    customHeadersBehavior: {
      customHeaders: [{ header: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()", override: true }],
    },
  });

  const site = new StaticSite(stack, "Site", {
    path: "packages/web",
    // Its own output folder: a deploy (or the infra tests) never overwrites the local build in dist/.
    buildCommand: "npx vite build --outDir dist-cloud --emptyOutDir",
    buildOutput: "dist-cloud",
    environment: { VITE_API_URL: api.url, VITE_REALTIME_URL: realtime.url },
    assets: {
      fileOptions: [
        { files: "assets/**", cacheControl: cacheControl.asset },
        { files: "index.html", cacheControl: cacheControl.index },
      ],
    },
    cdk: {
      distribution: {
        // No error page rewrites: a missing asset must stay an error, not become index.html.
        errorResponses: [],
        defaultBehavior: {
          responseHeadersPolicy: securityHeaders,
          functionAssociations: [
            {
              eventType: FunctionEventType.VIEWER_REQUEST,
              function: new CloudFrontFunction(stack, "SpaRouting", { code: FunctionCode.fromInline(spaRoutingCode) }),
            },
            {
              eventType: FunctionEventType.VIEWER_RESPONSE,
              function: new CloudFrontFunction(stack, "PrivatePages", { code: FunctionCode.fromInline(noindexCode) }),
            },
          ],
        },
      },
    },
  });

  stack.addOutputs({ SiteUrl: site.url ?? "" });
  return { site };
}
