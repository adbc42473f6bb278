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
import { HttpOrigin, S3BucketOrigin } from "aws-cdk-lib/aws-cloudfront-origins";
import { BlockPublicAccess, Bucket, BucketEncryption } from "aws-cdk-lib/aws-s3";
import { StaticSite, type Api, type StaticSiteDomainProps, type WebSocketApi } from "sst/constructs";
import {
  cacheControl,
  contentSecurityPolicy,
  edgeForwardedPaths,
  edgeRequestCode,
  mailedLinkPrefix,
  originVerifyHeader,
  sharePage,
  siteRoutingFunctions,
} from "@ai-leaders/infra";
import { siteMap } from "@ai-leaders/web/site-map";
import type { SiteDomain } from "./environment.ts";

/**
 * The site's routing at the edge, by the same rule as the local server (infra's routeSitePath):
 * the request function points each path at its file (a prerendered page, the app shell, the 404
 * page); the response function sets the 404 status and the noindex header.
 */
export const siteFunctions = siteRoutingFunctions(siteMap);

/**
 * The edge functions in front of the APIs (infra's edgeRequestCode): each writes the viewer's
 * address for the per-address limits; the socket's also points /ws at the WebSocket stage's root,
 * the share page's a kept result's /r/{id} at the API's /api/share/{id}.
 */
export const edgeCode = {
  api: edgeRequestCode(),
  websocket: edgeRequestCode({ rewrite: "root" }),
  sharePage: edgeRequestCode({ rewrite: "share-page" }),
};

/** A kept result's page, answered by the API with the result's own head (link previews). */
export const sharePagePath = `${sharePage.viewerPrefix}*`;

/** The SPA's paths served by API Gateway rather than S3. */
export const apiPaths = edgeForwardedPaths;
export const websocketPath = "/ws";

/**
 * Builds and prerenders the site without source maps (they are for local debugging, not for the
 * public bucket), its absolute links naming the custom domain; without one they stay relative,
 * since the distribution's domain is not known before it exists.
 */
export function cloudBuildCommand(domain: SiteDomain | undefined): string {
  const build = `WEB_DIST_DIR=dist-cloud WEB_SOURCEMAP=false SITE_ORIGIN=${domain ? `https://${domain.domainName}` : '""'} npm run build`;
  // Vite's manifest served the prerender; published, it would list every chunk of the gated app.
  return `${build} && node -e "require('fs').rmSync('dist-cloud/.vite', { recursive: true, force: true })"`;
}

export interface SiteProps {
  api: Pick<Api, "url">;
  /** What the HTTP API's authorizer checks (stacks/api.ts): CloudFront adds it to /api/* and /callback/*. */
  apiOriginSecret: string;
  realtime: WebSocketApi;
  /** What the WebSocket API's authorizer checks (stacks/realtime.ts): CloudFront adds it to /ws. */
  realtimeOriginSecret: string;
  domain: SiteDomain | undefined;
  /** The web ACL (AWS WAF, scope CLOUDFRONT) on the distribution; unset when WAF is off. */
  webAclArn: string | undefined;
}

/**
 * The SPA on S3 behind CloudFront, which also forwards /api/*, /callback/* and /ws to API
 * Gateway: the browser talks to one origin, with no CORS and no preflights (design.md §3.11).
 * Returns the site with its origin, the custom domain's when set, else the distribution's.
 */
export function createSite(
  stack: Stack,
  { api, apiOriginSecret: originSecret, realtime, realtimeOriginSecret, domain, webAclArn }: SiteProps,
) {
  const securityHeadersWith = (id: string, referrerPolicy: HeadersReferrerPolicy) =>
    new ResponseHeadersPolicy(stack, id, {
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(), override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()", override: true }],
      },
    });
  const securityHeaders = securityHeadersWith("SecurityHeaders", HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN);

  // Nothing here is cached, and everything the viewer sent but Host goes on (API Gateway routes
  // by its own host name): query strings, cookies, the Sec-WebSocket-* handshake headers, and the
  // viewer's address as the edge function wrote it (a header set at viewer request is a viewer header).
  const forwarded = {
    viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
    cachePolicy: CachePolicy.CACHING_DISABLED,
    originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
  } satisfies Partial<BehaviorOptions>;
  const apiBehavior: BehaviorOptions = {
    ...forwarded,
    functionAssociations: [
      {
        eventType: FunctionEventType.VIEWER_REQUEST,
        function: new CloudFrontFunction(stack, "ApiEdge", { code: FunctionCode.fromInline(edgeCode.api) }),
      },
    ],
    // Proves to the API that a request came through CloudFront, whose viewer-address header it
    // may then trust; the API's authorizer refuses the execute-api URL reached without it.
    origin: new HttpOrigin(hostOf(api.url), { customHeaders: { [originVerifyHeader]: originSecret } }),
    allowedMethods: AllowedMethods.ALLOW_ALL,
    responseHeadersPolicy: securityHeaders,
  };
  // The same API and origin secret; only the path changes on the way (/r/{id} → /api/share/{id}).
  // A function that changes the uri changes the object asked for, never the behaviour or the origin
  // ("CloudFront Functions event structure", https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/functions-event-structure.html),
  // so /r/* needs this behaviour of its own, on the API's origin.
  const sharePageBehavior: BehaviorOptions = {
    ...apiBehavior,
    allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
    functionAssociations: [
      {
        eventType: FunctionEventType.VIEWER_REQUEST,
        function: new CloudFrontFunction(stack, "SharePageEdge", { code: FunctionCode.fromInline(edgeCode.sharePage) }),
      },
    ],
  };
  const websocketBehavior: BehaviorOptions = {
    ...forwarded,
    origin: new HttpOrigin(hostOf(realtime.url), {
      originPath: `/${realtime.cdk.webSocketStage.stageName}`,
      customHeaders: { [originVerifyHeader]: realtimeOriginSecret },
    }),
    allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
    functionAssociations: [
      {
        eventType: FunctionEventType.VIEWER_REQUEST,
        function: new CloudFrontFunction(stack, "WebSocketEdge", { code: FunctionCode.fromInline(edgeCode.websocket) }),
      },
    ],
  };

  // Private, encrypted, reachable by TLS only, and read by this distribution alone (origin access
  // control: AWS's successor to the legacy origin access identity).
  const bucket = new Bucket(stack, "SiteFiles", {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
  });

  const pagesBehavior: BehaviorOptions = {
    origin: S3BucketOrigin.withOriginAccessControl(bucket),
    // A page asked for over plain HTTP is sent to its https:// address (CloudFront answers 301).
    viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
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
      // In order, each overriding the last: robots.txt, the sitemap, the feed, preview images and
      // other public files as locally; hashed assets forever; pages revalidated.
      fileOptions: [
        { files: "**", cacheControl: cacheControl.other },
        { files: "assets/**", cacheControl: cacheControl.asset },
        { files: "**/*.html", cacheControl: cacheControl.index },
      ],
    },
    cdk: {
      bucket,
      distribution: {
        ...(webAclArn && { webAclId: webAclArn }),
        // No error page rewrites: the routing functions answer misses with the 404 page, and a
        // missing asset stays a plain error.
        errorResponses: [],
        defaultBehavior: pagesBehavior,
        additionalBehaviors: {
          // A mailed link's page, the same but for its Referrer-Policy (infra/src/site.ts).
          // HTTPS only: every mailed link is written https://, so a plain-HTTP request for one was
          // rewritten on the way, and is refused rather than redirected.
          [`${mailedLinkPrefix}*`]: {
            ...pagesBehavior,
            viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
            responseHeadersPolicy: securityHeadersWith("MailedLinkHeaders", HeadersReferrerPolicy.NO_REFERRER),
          },
          ...Object.fromEntries(apiPaths.map((path) => [path, apiBehavior])),
          [sharePagePath]: sharePageBehavior,
          [websocketPath]: websocketBehavior,
        },
      },
    },
  });

  // https://{SITE_DOMAIN}, else https://{the distribution's domain}, known only once it is created.
  const origin = site.customDomainUrl ?? site.url!;
  return { site, origin };
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
