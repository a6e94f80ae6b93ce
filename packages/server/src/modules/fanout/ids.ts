import { idMinter } from "../../ids.ts";

/** The id prefixes the fan-out module mints (checked unique across modules at start-up). */
export const FANOUT_IDS = { "fanout-conversation": "fcv", "fanout-dispatch": "fdp" } as const;

export const newConversationId = idMinter(FANOUT_IDS["fanout-conversation"]);
export const newDispatchId = idMinter(FANOUT_IDS["fanout-dispatch"]);
