// Sources more than one article cites, written once.

/** The Census Bureau's survey of how far AI has spread through US firms, and how they use it. */
export const censusAiDiffusion = {
  title: "US Census Bureau, Working Paper CES-26-25, The Microstructure of AI Diffusion (April 2026)",
  url: "https://lehd.ces.census.gov/applications/creat/paper-profile/1413",
};
