import { idMinter } from "../../ids.ts";

/** The id prefixes the chess module mints (checked unique across modules at start-up). */
export const CHESS_IDS = { tournament: "trn" } as const;

export const newTournamentId = idMinter(CHESS_IDS.tournament);
