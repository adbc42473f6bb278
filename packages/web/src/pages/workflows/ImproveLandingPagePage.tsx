import { useGuide } from "../../lib/use-gated-content.tsx";
import { ExternalIcon } from "../../ui/icons.tsx";
import { GuideLayout } from "../../features/guides/GuideLayout.tsx";
import { guidePages } from "../../features/guides/guide-pages.ts";
import { ImproveUrlForm } from "../../features/roast/form/ImproveUrlForm.tsx";
import { StepCard } from "../../features/guides/StepCard.tsx";
import { useImproveAnalysis } from "../../features/roast/progress/use-improve-analysis.ts";
import { StatusWords } from "../../features/guides/StatusWords.tsx";
import { GuideSteps } from "../../features/guides/GuideSteps.tsx";
import { BusinessContextButton } from "../../components/business-context/BusinessContextButton.tsx";
import { AnalysisOutcome } from "../../features/roast/progress/AnalysisOutcome.tsx";
import { DeviceResultsList } from "../../features/roast/kept/index.ts";
import { RubricNote } from "../../features/roast/form/RubricNote.tsx";
import { Sources } from "../../components/sources/Sources.tsx";

export function ImproveLandingPagePage() {
  const content = useGuide("improve-landing-page");
  const optimisationTools = content.status === "loaded" ? content.content.tools : [];
  const analysis = useImproveAnalysis();
  return (
    <GuideLayout page={guidePages.improveLandingPage}>
      <div className="guides-stack">
        <BusinessContextButton />
        <GuideSteps state={content} stepCount={2}>
          {([getFeedback, turnGoodIntoBetter]) => (
            <>
              {getFeedback && (
                <StepCard step={getFeedback} number={1}>
                  <ImproveUrlForm onSubmit={(url) => void analysis.submit(url)} submitting={analysis.submitting} />
                  <RubricNote />
                </StepCard>
              )}
              {turnGoodIntoBetter && (
                <StepCard step={turnGoodIntoBetter} number={2} previousStepOutput={analysis.result?.text}>
                  <section className="guides-analysis" aria-labelledby="improve-result-title" aria-busy={analysis.phase === "waiting"}>
                    <h3 id="improve-result-title">Your feedback</h3>
                    <AnalysisOutcome
                      {...analysis}
                      onTryAgain={analysis.retry}
                      onRoastAgain={analysis.roastAgain}
                      waiting={<StatusWords />}
                      idle={<p className="guides-analysis-empty">Submit your page in step 1; the feedback appears here.</p>}
                      headingLevel={3}
                    />
                  </section>
                </StepCard>
              )}
            </>
          )}
        </GuideSteps>
      </div>
      <DeviceResultsList kind="landing-improve" />
      {content.status === "loaded" && (
        <section className="guides-tools" aria-labelledby="optimisation-tools-title">
          <h2 id="optimisation-tools-title">Optimisation tools</h2>
          <p className="guides-card-description">See how real visitors use the page once your changes are live.</p>
          <ul className="guides-tools-list">
            {optimisationTools.map((tool) => (
              <li key={tool.url}>
                <a href={tool.url} target="_blank" rel="noopener noreferrer" className="guides-tool-link">
                  <span className="guides-tool-name">
                    {tool.name}
                    <ExternalIcon />
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </span>
                  <span className="guides-tool-description">{tool.description}</span>
                </a>
              </li>
            ))}
          </ul>
          <Sources claims={optimisationTools.flatMap((tool) => tool.claims ?? [])} headingLevel="h3" owner="Optimisation tools" />
        </section>
      )}
    </GuideLayout>
  );
}
