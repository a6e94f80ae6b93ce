/** The package's own name, for diagnostics. The typed client arrives with the published-clients work. */
export const packageName = "@trustplane/sdk-fintech";
