// See ../house.js.
export { getById as default } from "../house.js";
