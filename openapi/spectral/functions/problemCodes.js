// See ../house.js.
export { problemCodes as default } from "../house.js";
