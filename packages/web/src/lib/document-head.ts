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
}

export function applyPageHead({ title, description, path, structuredData }: PageHead) {
  document.title = title;
  upsertMeta("description", description);
  upsertCanonical(new URL(path, window.location.origin).href);
  upsertStructuredData(structuredData);
}
