// Scaffold: the page lands with the content-pages work.
export function BuildWebsitePage() {
  return null;
}
