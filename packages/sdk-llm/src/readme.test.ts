import { describeReadme } from "../../../scripts/readme-checks.mjs";
import { operations } from "./generated/operations.js";

describeReadme({ readme: new URL("../README.md", import.meta.url), operations });
