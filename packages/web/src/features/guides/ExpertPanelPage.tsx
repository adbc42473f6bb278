// Scaffold: the page lands with the content-pages work.
export function ExpertPanelPage() {
  return null;
}
