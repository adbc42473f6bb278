import { paths } from "../../config/paths.ts";
import { fetchGuide } from "../../lib/gated-content.ts";
import { GatedContentPending, useGatedContent } from "../../lib/use-gated-content.tsx";
import { GuideLayout } from "../../features/guides/GuideLayout.tsx";
import { LandingRoast } from "../../features/roast/form/LandingRoast.tsx";
import { StepCard } from "../../features/guides/StepCard.tsx";
import { GuideProgress, GuideProgressPending } from "../../features/guides/GuideProgress.tsx";
import { BusinessContextButton } from "../../components/business-context/BusinessContextButton.tsx";
import { DeviceResultsList, YourResultsList } from "../../features/roast/kept/index.ts";
import { GuideSkeleton } from "../../features/guides/GuideSkeleton.tsx";

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
        {content.status === "loaded" && <GuideProgress steps={content.content.steps} />}
        {content.status === "loaded" ? (
          content.content.steps.map((step, index) => <StepCard key={step.title} step={step} number={index + 1} />)
        ) : (
          <GatedContentPending state={content}>
            <GuideProgressPending stepCount={2} />
            <GuideSkeleton shape="step" count={2} />
          </GatedContentPending>
        )}
        <LandingRoast />
        <YourResultsList />
        <DeviceResultsList kind="landing-roast" />
      </div>
    </GuideLayout>
  );
}
