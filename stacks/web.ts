import { Duration, Fn, type Stack } from "aws-cdk-lib";
import { Certificate } from "aws-cdk-lib/aws-certificatemanager";
import {
  AllowedMethods,
  CachePolicy,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from "aws-cdk-lib/aws-cloudfront";
import { HttpOrigin } from "aws-cdk-lib/aws-cloudfront-origins";
import { randomBytes } from "node:crypto";
import { originVerifyHeader } from "@ai-leaders/infra";
import { StaticSite, type Api, type StaticSiteDomainProps, type WebSocketApi } from "sst/constructs";
import { cacheControl, contentSecurityPolicy, siteRoutingFunctions } from "@ai-leaders/infra";
import { siteMap } from "@ai-leaders/web/site-map";
import type { SiteDomain } from "./environment.ts";

/**
 * The site's routing at the edge, by the same rule as the local server (infra's routeSitePath):
 * the request function points each path at its file (a prerendered page, the app shell, the 404
 * page); the response function sets the 404 status and the noindex header.
 */
export const siteFunctions = siteRoutingFunctions(siteMap);

/**
 * API Gateway accepts a WebSocket only at its stage's root (…/{stage}/ws is refused with 403), so
 * the site's /ws reaches the origin as "/" under the origin path, the stage. The query string,
 * with the watch token, passes unchanged.
 */
export const websocketPathCode = `
function handler(event) {
  var request = event.request;
  request.uri = "/";
  return request;
}`;

/** The SPA's paths served by API Gateway rather than S3. */
export const apiPaths = ["/api/*", "/callback/*"] as const;
export const websocketPath = "/ws";

/**
 * Builds and prerenders the site without source maps (they are for local debugging, not for the
 * public bucket), its absolute links naming the custom domain; without one they stay relative,
 * since the distribution's domain is not known before it exists.
 */
export function cloudBuildCommand(domain: SiteDomain | undefined): string {
  return `WEB_DIST_DIR=dist-cloud WEB_SOURCEMAP=false SITE_ORIGIN=${domain ? `https://${domain.domainName}` : '""'} npm run build`;
}

export interface SiteProps {
  api: Api;
  realtime: WebSocketApi;
  domain: SiteDomain | undefined;
}

/**
 * The SPA on S3 behind CloudFront, which also forwards /api/*, /callback/* and /ws to API
 * Gateway: the browser talks to one origin, with no CORS and no preflights (design.md §3.11).
 * Returns the site with its origin, the custom domain's when set, else the distribution's.
 */
export function createSite(stack: Stack, { api, realtime, domain }: SiteProps) {
  // New on every deploy, set on the origin and on the API function in the same deploy.
  const originSecret = randomBytes(32).toString("base64url");
  const securityHeaders = new ResponseHeadersPolicy(stack, "SecurityHeaders", {
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(), override: true },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
    },
    customHeadersBehavior: {
      customHeaders: [{ header: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()", override: true }],
    },
  });

  // Nothing here is cached, and everything the viewer sent but Host goes on (API Gateway routes
  // by its own host name): query strings, cookies, and the Sec-WebSocket-* handshake headers.
  const forwarded = {
    viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
    cachePolicy: CachePolicy.CACHING_DISABLED,
    originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
  } satisfies Partial<BehaviorOptions>;
  const apiBehavior: BehaviorOptions = {
    ...forwarded,
    // Proves to the API that a request came through CloudFront, whose viewer-address header it
    // may then trust; the execute-api URL stays reachable directly, without this header.
    origin: new HttpOrigin(hostOf(api.url), { customHeaders: { [originVerifyHeader]: originSecret } }),
    allowedMethods: AllowedMethods.ALLOW_ALL,
    responseHeadersPolicy: securityHeaders,
  };
  const websocketBehavior: BehaviorOptions = {
    ...forwarded,
    origin: new HttpOrigin(hostOf(realtime.url), { originPath: `/${realtime.cdk.webSocketStage.stageName}` }),
    allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
    functionAssociations: [
      {
        eventType: FunctionEventType.VIEWER_REQUEST,
        function: new CloudFrontFunction(stack, "WebSocketPath", { code: FunctionCode.fromInline(websocketPathCode) }),
      },
    ],
  };

  const site = new StaticSite(stack, "Site", {
    path: "packages/web",
    // Its own output folder: a deploy (or the infra tests) never overwrites the local build in dist/.
    buildCommand: cloudBuildCommand(domain),
    buildOutput: "dist-cloud",
    // Empty: the SPA calls its own origin (/api) and opens its socket at its own /ws. Set, so that
    // a VITE_* value in the deploying shell cannot point the build elsewhere.
    environment: { VITE_API_URL: "", VITE_REALTIME_URL: "" },
    customDomain: domain && customDomain(stack, domain),
    // `sst dev` deploys no site: Vite's dev server, which proxies /api and /ws, is its origin then.
    dev: { url: "http://localhost:5173" },
    assets: {
      fileOptions: [
        { files: "assets/**", cacheControl: cacheControl.asset },
        { files: "**/*.html", cacheControl: cacheControl.index },
      ],
    },
    cdk: {
      distribution: {
        // No error page rewrites: the routing functions answer misses with the 404 page, and a
        // missing asset stays a plain error.
        errorResponses: [],
        defaultBehavior: {
          responseHeadersPolicy: securityHeaders,
          functionAssociations: [
            {
              eventType: FunctionEventType.VIEWER_REQUEST,
              function: new CloudFrontFunction(stack, "SpaRouting", { code: FunctionCode.fromInline(siteFunctions.request) }),
            },
            {
              eventType: FunctionEventType.VIEWER_RESPONSE,
              function: new CloudFrontFunction(stack, "PrivatePages", { code: FunctionCode.fromInline(siteFunctions.response) }),
            },
          ],
        },
        additionalBehaviors: {
          ...Object.fromEntries(apiPaths.map((path) => [path, apiBehavior])),
          [websocketPath]: websocketBehavior,
        },
      },
    },
  });

  // https://{SITE_DOMAIN}, else https://{the distribution's domain}, known only once it is created.
  const origin = site.customDomainUrl ?? site.url!;
  return { site, origin, originSecret };
}

/** "https://abc.execute-api.…/stage" → "abc.execute-api.…", resolved at deploy. */
function hostOf(url: string): string {
  return Fn.select(2, Fn.split("/", url));
}

/**
 * A Route 53 domain gets a certificate created and validated in its zone (in us-east-1, by SST);
 * a given certificate is used as it is, with DNS records in the zone or, without one, elsewhere.
 */
function customDomain(stack: Stack, { domainName, hostedZone, certificateArn }: SiteDomain): StaticSiteDomainProps {
  if (!certificateArn) return { domainName, hostedZone };
  const certificate = Certificate.fromCertificateArn(stack, "SiteCertificate", certificateArn);
  return hostedZone ? { domainName, hostedZone, cdk: { certificate } } : { domainName, isExternalDomain: true, cdk: { certificate } };
}
