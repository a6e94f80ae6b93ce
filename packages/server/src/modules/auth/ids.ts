import { idMinter } from "../../ids.ts";

/** The id prefixes the auth module mints (checked unique across modules at start-up). */
export const AUTH_IDS = { user: "usr", oauthIdentity: "oid", oauthState: "ost" } as const;

export const newUserId = idMinter(AUTH_IDS.user);
export const newOauthIdentityId = idMinter(AUTH_IDS.oauthIdentity);
export const newOauthStateId = idMinter(AUTH_IDS.oauthState);
