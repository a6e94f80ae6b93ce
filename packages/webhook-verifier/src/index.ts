/** The package's own name, for diagnostics. Signing and verification arrive with the webhook work. */
export const packageName = "@trustplane/webhook-verifier";
