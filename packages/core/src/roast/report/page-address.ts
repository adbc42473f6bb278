/** A page's host as its address writes it ("www.example.com:4100") and its path ("/pricing", "/"); undefined when the address will not parse. */
export function pageAddress(url: string): { host: string; path: string } | undefined {
  try {
    const { host, pathname } = new URL(url);
    return { host, path: pathname };
  } catch {
    return undefined;
  }
}
