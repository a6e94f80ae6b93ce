import { hasIdPrefix, idMinter } from "../../ids.ts";

/** The id prefixes the rights module mints (checked unique across modules at start-up). */
export const RIGHTS_IDS = { rightsObject: "rgt" } as const;

export const newRightsObjectId = idMinter(RIGHTS_IDS.rightsObject);
/** True when `value` has a rights object's id shape (cheap, before touching the database). */
export const isRightsObjectId = (value: unknown): value is string => hasIdPrefix(RIGHTS_IDS.rightsObject, value);
