import { Link } from "react-router-dom";
import {
  checkedInCode,
  judgedByModel,
  modelCategoryCount,
  modelCategoryNames,
  modelScoreGuide,
  notChecked,
  rubricCategories,
  rubricVersion,
  ruleBasedCalibration,
  type RubricBand,
  type RubricCategory,
} from "@ai-leaders/core/roast/rubric";
import { paths } from "../../../config/paths.ts";
import { pageTitle } from "../../../config/site.ts";
import { usePageHead } from "../../../lib/use-page-head.ts";
import { ReadingPage } from "../../../components/reading-page/ReadingPage.tsx";
import "./roast-method.css";

// Every number and category here comes from the scoring code (@ai-leaders/core/roast/rubric), so the
// page changes when the scoring does.
export function RoastMethodPage() {
  usePageHead({
    title: pageTitle("How a roast is scored"),
    description:
      "The published rubric behind every website roast: the categories and their weights, what earns each score, what is checked in code and what a model judges.",
    path: paths.roastMethod,
  });

  return (
    <ReadingPage
      title="How a roast is scored"
      className="roast-method-article"
      lead={
        <>
          Every roast scores a page out of 100 against the same published rubric. This page is built from the code that does the scoring, so
          it always says what the scoring does.
        </>
      }
    >
      <p className="roast-method-version">
        Rubric version <strong>{rubricVersion}</strong>. Every report names its rubric, who wrote it and the day it was made.
      </p>

      <h2>The score</h2>
      <p>
        The checks in code score each category out of 10: it starts at 10, each problem found costs points, and a category that depends on
        what HTML can’t show stops at a ceiling. The overall score is the categories’ weighted mean, times 10.
      </p>
      <WeightsTable />

      <h2>What a score means</h2>
      <p>{ruleBasedCalibration}</p>
      <p>When a model writes the report, it is told that {modelScoreGuide}.</p>
      <p>Both ranges are part of the rubric, not measurements: no average of real pages has been measured.</p>

      <h2>What earns each score</h2>
      {rubricCategories.map((category) => (
        <CategoryBands key={category.id} category={category} />
      ))}

      <h2>Checked in code, or judged by a model</h2>
      <h3>Checked in code</h3>
      <p>Computed from the page’s HTML and the browser’s capture: the same page gives the same result.</p>
      <ul>
        {checkedInCode.map((check) => (
          <li key={check}>{check}</li>
        ))}
      </ul>
      <h3>Judged by a model, when one is configured</h3>
      <ul>
        {judgedByModel.map((judgement) => (
          <li key={judgement}>{judgement}</li>
        ))}
      </ul>
      <p>
        A model scores {modelCategoryCount.min} to {modelCategoryCount.max} categories, chosen from {modelCategoryNames.join(", ")}. Without
        a model, the checks in code write the whole report, and it says so.
      </p>
      <h3>Not checked</h3>
      <ul>
        {notChecked.map((gap) => (
          <li key={gap}>{gap}</li>
        ))}
      </ul>

      <p className="roast-method-next">
        <Link to={paths.roastWebsite} className="button button-primary">
          Roast a website
        </Link>
      </p>
    </ReadingPage>
  );
}

function WeightsTable() {
  return (
    <table className="roast-method-weights">
      <caption className="visually-hidden">Categories, their weights and their ceilings</caption>
      <thead>
        <tr>
          <th scope="col">Category</th>
          <th scope="col">Weight</th>
          <th scope="col">Most from the checks in code</th>
        </tr>
      </thead>
      <tbody>
        {rubricCategories.map(({ id, title, share, ceiling }) => (
          <tr key={id}>
            <th scope="row">{title}</th>
            <td>{share}%</td>
            <td>{ceiling} of 10</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td>{rubricCategories.reduce((total, category) => total + category.share, 0)}%</td>
          <td />
        </tr>
      </tfoot>
    </table>
  );
}

function CategoryBands({ category }: { category: RubricCategory }) {
  return (
    <section className="roast-method-category" aria-label={category.title}>
      <h3>
        {category.title} <span className="roast-method-share">{category.share}% of the score</span>
      </h3>
      <dl>
        {category.bands.map((band) => (
          <Band key={band.from} band={band} ceiling={category.ceiling} />
        ))}
      </dl>
    </section>
  );
}

function Band({ band, ceiling }: { band: RubricBand; ceiling: number }) {
  const range = band.from === band.to ? `${band.from}` : `${band.from}–${band.to}`;
  return (
    <>
      <dt className={band.from > ceiling ? "roast-method-band-out" : undefined}>{range}</dt>
      <dd>{band.earns}</dd>
    </>
  );
}
