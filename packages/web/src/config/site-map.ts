// The site's pages by how they are served (infra's SiteMap): the public ones prerendered to
// HTML, the app's routes behind the access code and its other prefixes. The local server
// and CloudFront route by it; the sitemap lists its public pages.
import { mailedLinkPrefix, type SiteMap } from "@ai-leaders/infra";
import { libraryHeadings } from "@ai-leaders/core/library-headings";
import type { ToolId } from "../content/types.ts";
import { articleSummaries } from "../content/articles/catalog.ts";
import { paths } from "./paths.ts";

export const publicPages = [
  "/",
  paths.blog,
  ...articleSummaries.map((summary) => paths.blogPost(summary.slug)),
  paths.privacy,
  paths.roastMethod,
];

export const siteMap: SiteMap = {
  pages: publicPages.filter((path) => path !== "/"),
  appRoutes: [
    paths.level2,
    paths.workflows,
    paths.tools,
    ...(Object.keys(libraryHeadings) as ToolId[]).map(paths.promptLibrary),
    paths.buildWebsite,
    paths.improveLandingPage,
    paths.researchReport,
    paths.expertPanel,
    paths.marketDecision,
    paths.founderProfile,
    paths.roastWebsite,
    paths.admin,
    paths.teams,
  ],
  // A kept result (/r/{id}) is not here: the API answers it, with its own head (infra's sharePage).
  // A team's pages (/teams/<id>, its backlog and progress) after "Your teams" (/teams).
  appPrefixes: [`${paths.admin}/`, mailedLinkPrefix, `${paths.teams}/`],
  postPrefix: paths.blogPost(""),
};
