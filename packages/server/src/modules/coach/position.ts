import { Chess, validateFen } from "chess.js";
import { coachProblems } from "./problems.ts";

/** A starting position chess.js accepted, and whose move it is. */
export type Position = { fen: string; sideToMove: "white" | "black" };

/**
 * Checks a FEN with chess.js (`validateFen`: six fields, piece placement, one king each, castling and
 * en-passant fields consistent, no pawns on the back ranks, …) and reads whose move it is. A refused
 * position is 400 `invalid-fen` carrying the library's own reason.
 */
export const checkedPosition = (text: string): Position => {
  const fen = text.trim();
  const verdict = validateFen(fen);
  if (!verdict.ok) throw coachProblems.invalidFen(verdict.error ?? "Invalid FEN");
  // chess.js splits the fields on any run of whitespace and reads the counters with parseInt, so it
  // accepts tabs, doubled spaces, `1e5` or a counter of 40 digits; the FEN is stored and answered as
  // sent, so it must also be spelled as FEN spells it, for every other reader of it.
  if (!FEN_SPELLING.test(fen)) throw coachProblems.invalidFen(SPELLING_REASON);
  return { fen, sideToMove: new Chess(fen).turn() === "w" ? "white" : "black" };
};

/**
 * The six fields as FEN writes them, once chess.js has checked what they mean: single spaces between
 * them, castling rights and the en-passant square in their own alphabets, and the counters as plain
 * decimal numbers (the halfmove clock 0–9999, the move number 1–99999).
 */
const FEN_SPELLING =
  /^[1-8pnbrqkPNBRQK/]+ [wb] (?:-|(?=[KQkq])K?Q?k?q?) (?:-|[a-h][36]) (?:0|[1-9][0-9]{0,3}) [1-9][0-9]{0,4}$/;
const SPELLING_REASON =
  "Invalid FEN: the six fields must be separated by single spaces, the halfmove clock a number from 0 to 9999 and the move number from 1 to 99999";
