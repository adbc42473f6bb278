// Scaffold: the page lands with the content-pages work.
export function PromptLibraryPage() {
  return null;
}
