import { paths } from "../../config/paths.ts";
import { fetchGuide } from "../../lib/gated-content.ts";
import { useGatedContent } from "../../lib/use-gated-content.tsx";
import { GuideLayout } from "../../features/guides/GuideLayout.tsx";
import { LandingRoast } from "../../features/roast/form/LandingRoast.tsx";
import { StepCard } from "../../features/guides/StepCard.tsx";
import { GuideSteps } from "../../features/guides/GuideSteps.tsx";
import { BusinessContextButton } from "../../components/business-context/BusinessContextButton.tsx";
import { DeviceResultsList, YourResultsList } from "../../features/roast/kept/index.ts";

export function BuildWebsitePage() {
  const content = useGatedContent("guides/build-website", () => fetchGuide("build-website"));
  return (
    <GuideLayout
      title="Build a Website in Minutes"
      description="Turn a clear brief into a live landing page with an AI web-app builder, then get blunt AI feedback on it before launch."
      path={paths.buildWebsite}
      intro="Two steps from idea to a live landing page: write a sharp brief, then let a web-app builder such as Lovable build it, and roast the result before you send traffic to it."
    >
      <div className="guides-stack">
        <BusinessContextButton />
        <GuideSteps state={content} stepCount={2}>
          {(steps) => steps.map((step, index) => <StepCard key={step.title} step={step} number={index + 1} />)}
        </GuideSteps>
        <LandingRoast />
        <YourResultsList />
        <DeviceResultsList kind="landing-roast" />
      </div>
    </GuideLayout>
  );
}
