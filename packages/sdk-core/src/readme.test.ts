import { describeReadme } from "../../../scripts/readme-checks.mjs";
import { accountsOperations } from "./accounts.js";

describeReadme({
  readme: new URL("../README.md", import.meta.url),
  operations: accountsOperations,
  what: "accounts method",
});
