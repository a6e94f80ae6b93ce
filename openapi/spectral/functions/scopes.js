// See ../house.js.
export { scopes as default } from "../house.js";
