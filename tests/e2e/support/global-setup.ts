import { readBuildRecord } from '../../../scripts/build-record.mjs';
import { PORT_BASE } from './deployments';
import { testBuildProblem } from './test-build';

/** Stops the run before any test when dist/ holds no build:test build for these ports. */
export default function globalSetup() {
  const problem = testBuildProblem(readBuildRecord(), PORT_BASE);
  if (problem) throw new Error(problem);
}
