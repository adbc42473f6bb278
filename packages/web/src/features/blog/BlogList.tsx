// Scaffold: the page lands with the content-pages work.
export function BlogList() {
  return null;
}
