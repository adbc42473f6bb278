// The order files are handed to workers. Projects go in the order below, and within one the longest
// known file first (vitest's own rule). The infra files go last: their build (infra-artifacts.ts)
// starts with the run and is done by then; the unit files fill the gaps at the end.
import { BaseSequencer, type TestSpecification } from "vitest/node";

const projectOrder = ["integration", "infra", "components", "unit"];

export default class ProjectsInOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const longestFirst = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = projectOrder.indexOf(file.project.name);
      return index === -1 ? projectOrder.length : index;
    };
    // Array.prototype.sort is stable: each project keeps vitest's order.
    return longestFirst.sort((a, b) => rank(a) - rank(b));
  }
}
