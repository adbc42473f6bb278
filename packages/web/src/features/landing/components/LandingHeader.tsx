import { productName } from "../../../config/site.ts";
import { BrandMark } from "../../../ui/BrandMark.tsx";

export function LandingHeader() {
  return (
    <header className="landing-header">
      <span className="brand landing-brand">
        <BrandMark />
        {productName}
      </span>
      <nav aria-label="On this page" className="landing-nav">
        <a href="#inside">What's inside</a>
        <a href="#briefing">Briefing</a>
        <a href="#how-it-works">How it works</a>
      </nav>
    </header>
  );
}
