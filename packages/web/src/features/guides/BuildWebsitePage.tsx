import { paths } from "../../config/paths.ts";
import { buildWebsiteSteps } from "../../content/workflows/build-website.ts";
import { GuideLayout } from "./GuideLayout.tsx";
import { LandingRoast } from "./LandingRoast.tsx";
import { StepCard } from "./StepCard.tsx";
import { DeviceResultsList, YourResultsList } from "../../components/results/index.ts";

export function BuildWebsitePage() {
  return (
    <GuideLayout
      title="Build a Website in Minutes"
      description="Turn a clear brief into a live landing page with an AI web-app builder, then get blunt AI feedback on it before launch."
      path={paths.buildWebsite}
      intro="Two steps from idea to a live landing page: write a sharp brief, then let a web-app builder such as Lovable build it, and roast the result before you send traffic to it."
    >
      <div className="guides-stack">
        {buildWebsiteSteps.map((step, index) => (
          <StepCard key={step.title} step={step} number={index + 1} />
        ))}
        <LandingRoast />
        <YourResultsList />
        <DeviceResultsList kind="landing-roast" />
      </div>
    </GuideLayout>
  );
}
