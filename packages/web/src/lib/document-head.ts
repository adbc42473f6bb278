// Title, description, canonical link and structured data of the current page (spec §2).

function upsertMeta(name: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement("meta");
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

export function removeMeta(name: string) {
  document.head.querySelector(`meta[name="${name}"]`)?.remove();
}

function upsertCanonical(href: string) {
  let element = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!element) {
    element = document.createElement("link");
    element.rel = "canonical";
    document.head.append(element);
  }
  element.href = href;
}

function upsertStructuredData(data: object | undefined) {
  const existing = document.head.querySelector('script[type="application/ld+json"][data-page]');
  existing?.remove();
  if (!data) return;
  const script = document.createElement("script");
  script.type = "application/ld+json";
  script.dataset.page = "";
  script.textContent = JSON.stringify(data);
  document.head.append(script);
}

export interface PageHead {
  title: string;
  description: string;
  /** The page path; the canonical link is the site origin plus this path. */
  path: string;
  structuredData?: object;
  /** "noindex" keeps a page out of search engines; pages without it carry no robots tag. */
  robots?: string;
}

export function applyPageHead({ title, description, path, structuredData, robots }: PageHead) {
  document.title = title;
  upsertMeta("description", description);
  if (robots) upsertMeta("robots", robots);
  else removeMeta("robots");
  upsertCanonical(new URL(path, window.location.origin).href);
  upsertStructuredData(structuredData);
}
