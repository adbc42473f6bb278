// The product's name, as every page title, link preview and document says it. Its own module: the
// landing page's first script imports it, and nothing else with it.
export const productName = "AI for Leaders";
