import { describeReadme } from "../../../scripts/readme-checks.mjs";
import { operations } from "./generated/operations.js";

// The msw example is shown in the runtime guide, sdk-core's README, with every client package's.
describeReadme({
  readme: new URL("../README.md", import.meta.url),
  operations,
  testingGuide: new URL("../../sdk-core/README.md", import.meta.url),
});
