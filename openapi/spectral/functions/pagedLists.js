// See ../house.js.
export { pagedLists as default } from "../house.js";
