import type { DocsAssets } from "./assets.ts";

/** Where the page loads the contract from (same origin; served by the hub). */
export const CONTRACT_PATH = "/api/openapi.json";

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The docs page: Swagger UI's stylesheet and bundle plus our start-up script, all from /docs/assets.
 * The start-up script reads the contract URL from the mount point's data attribute, so the page holds
 * no inline script and the CSP can forbid them.
 */
export const docsPageHtml = (assets: DocsAssets, title: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}: documentation</title>
<link rel="icon" type="image/png" href="${assets.favicon.path}">
<link rel="stylesheet" href="${assets.swaggerUiStyles.path}">
<link rel="stylesheet" href="${assets.styles.path}">
</head>
<body>
<noscript><p class="docs-noscript">This page needs JavaScript. The contract itself is at <a href="${CONTRACT_PATH}">${CONTRACT_PATH}</a>.</p></noscript>
<main id="docs" data-contract-url="${CONTRACT_PATH}"></main>
<script src="${assets.swaggerUiScript.path}"></script>
<script src="${assets.startScript.path}"></script>
</body>
</html>
`;
