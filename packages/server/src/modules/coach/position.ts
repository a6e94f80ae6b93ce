import { Chess, validateFen } from "chess.js";
import { HttpProblem } from "../../http/problem.ts";

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
  if (!verdict.ok) {
    const reason = verdict.error ?? "Invalid FEN";
    throw new HttpProblem({
      status: 400,
      type: "invalid-fen",
      title: "Invalid position",
      detail: reason,
      errors: [{ path: "/body/fen", message: reason }],
    });
  }
  return { fen, sideToMove: new Chess(fen).turn() === "w" ? "white" : "black" };
};
