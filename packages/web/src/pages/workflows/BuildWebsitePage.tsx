import { useGuide } from "../../lib/use-gated-content.tsx";
import { GuideLayout } from "../../features/guides/GuideLayout.tsx";
import { guidePages } from "../../features/guides/guide-pages.ts";
import { LandingRoast } from "../../features/roast/form/LandingRoast.tsx";
import { StepCard } from "../../features/guides/StepCard.tsx";
import { GuideSteps } from "../../features/guides/GuideSteps.tsx";
import { BusinessContextButton } from "../../components/business-context/BusinessContextButton.tsx";
import { DeviceResultsList, YourResultsList } from "../../features/roast/kept/index.ts";

export function BuildWebsitePage() {
  const content = useGuide("build-website");
  return (
    <GuideLayout page={guidePages.buildWebsite}>
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
