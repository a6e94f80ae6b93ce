// See ../house.js.
export { deleteAnswers204 as default } from "../house.js";
