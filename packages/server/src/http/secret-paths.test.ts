import { describe, expect, it } from "vitest";
import { redactedSecretPath, secretPathRedactor, secretPrefixOf } from "./secret-paths.ts";

const token = "q3Vh0o6mJdC4nG8Jc2Y1Zt7wKx9LrP5sUe0aBfHiTgM";
const prefixes = [secretPrefixOf("/api/contracts/view/{token}")];

describe("redactedSecretPath", () => {
  it("finds a secret route's prefix anywhere in the path, however the path is spelled", () => {
    expect(prefixes).toEqual(["/api/contracts/view"]);
    for (const [path, shown] of [
      [`/api/contracts/view/${token}/extra`, "/api/contracts/view/{redacted}"],
      [`//api/contracts/view/${token}`, "/api/contracts/view/{redacted}"],
      [`/API/Contracts//View/${token}`, "/api/contracts/view/{redacted}"],
      [`/api/contracts/./view/${token}`, "/api/contracts/view/{redacted}"],
      [`/api\\contracts\\view\\${token}`, "/api/contracts/view/{redacted}"],
      [`/api/contracts%2Fview%2f${token}`, "/api/contracts/view/{redacted}"],
      [`/api/contracts/%76iew/${token}`, "/api/contracts/view/{redacted}"],
      [`/api/contracts/view${token}`, "/api/contracts/view/{redacted}"],
      [`/playground/api/contracts/view/${token}`, "/playground/api/contracts/view/{redacted}"],
    ]) {
      expect(redactedSecretPath(prefixes, path as string)).toBe(shown);
      // The per-request redactor's quick test never passes over a path that names a secret.
      expect(secretPathRedactor(prefixes)(path as string)).toBe(shown);
    }
  });

  it("leaves paths that name no secret alone", () => {
    for (const path of [
      "/api/contracts/view",
      "/api/contracts/view/",
      "/api/contracts/nowhere",
      "/api/contracts/%zz",
    ]) {
      expect(redactedSecretPath(prefixes, path)).toBeUndefined();
      expect(secretPathRedactor(prefixes)(path)).toBeUndefined();
    }
    expect(redactedSecretPath([], `/api/contracts/view/${token}`)).toBeUndefined();
    expect(secretPathRedactor([])(`/api/contracts/view/${token}`)).toBeUndefined();
    // Prefixes whose last segments hold regular-expression characters are matched as text.
    expect(secretPathRedactor(["/pay/a.b", "/x/(y)"])(`/PAY/A.B/${token}`)).toBe("/pay/a.b/{redacted}");
    expect(secretPathRedactor(["/pay/a.b"])(`/pay/aXb/${token}`)).toBeUndefined();
  });
});
