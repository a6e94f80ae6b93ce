import { idMinter } from "../../ids.ts";

/** The id prefixes the auth module mints (checked unique across modules at start-up). */
export const AUTH_IDS = {
  user: "usr",
  oauthIdentity: "oid",
  oauthState: "ost",
  apiKey: "apk",
  apiKeyEvent: "kev",
  session: "ses",
  roleChange: "rch",
} as const;

export const newUserId = idMinter(AUTH_IDS.user);
export const newOauthIdentityId = idMinter(AUTH_IDS.oauthIdentity);
export const newOauthStateId = idMinter(AUTH_IDS.oauthState);
export const newApiKeyId = idMinter(AUTH_IDS.apiKey);
export const newApiKeyEventId = idMinter(AUTH_IDS.apiKeyEvent);
export const newSessionId = idMinter(AUTH_IDS.session);
export const newRoleChangeId = idMinter(AUTH_IDS.roleChange);
