import { METRIC_KEYS, type MetricKey, REGIMES, SLIDER_SPEC } from "@trustplane/governance-model";
import { escapeXml as e } from "../../xml.ts";
import type { PlaygroundAssets } from "./assets.ts";

/** What each metric is called on the page. */
export const METRIC_LABELS: Record<MetricKey, string> = {
  eliteFear: "Elite fear",
  intraConflict: "Internal conflict",
  resentment: "Resentment",
  innovation: "Innovation",
  stability: "Stability",
  legitimacy: "Legitimacy",
};

const sliderRows = (): string =>
  SLIDER_SPEC.map(
    (spec) => `<div class="slider">
<label for="slider-${e(spec.key)}">${e(spec.label)}</label>
<input type="range" id="slider-${e(spec.key)}" name="${e(spec.key)}" min="${spec.min}" max="${spec.max}" step="${spec.step}" value="${spec.default}" aria-describedby="help-${e(spec.key)}">
<output for="slider-${e(spec.key)}" id="value-${e(spec.key)}">${spec.default}</output>
<p class="help" id="help-${e(spec.key)}">${e(spec.description)}</p>
</div>`,
  ).join("\n");

const metricRows = (): string =>
  METRIC_KEYS.map(
    (key) => `<div class="metric" data-metric="${e(key)}">
<span class="metric-name" id="metric-label-${e(key)}">${e(METRIC_LABELS[key])}</span>
<span class="bar" role="meter" aria-labelledby="metric-label-${e(key)}" aria-valuemin="0" aria-valuemax="100" aria-valuenow="0"><span class="fill"></span></span>
<span class="metric-value" id="metric-${e(key)}">–</span>
</div>`,
  ).join("\n");

const regimeOptions = (): string =>
  REGIMES.map((regime) => `<option value="${e(regime.id)}">${e(regime.name)}</option>`).join("");

/**
 * The playground page. Everything works from the page's one script (a module, no inline script) and
 * its stylesheet; the sliders, metrics and regime filter are rendered here from the model's own lists,
 * so the page reads well before the script runs.
 */
export const playgroundPageHtml = (assets: PlaygroundAssets): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Governance playground</title>
<link rel="icon" type="image/svg+xml" href="${assets.icon.path}">
<link rel="stylesheet" href="${assets.styles.path}">
<link rel="modulepreload" href="${assets.model.path}">
<script type="module" src="${assets.script.path}"></script>
</head>
<body>
<a class="skip" href="#sliders-heading">Skip to the sliders</a>
<header class="top">
<h1>Governance playground</h1>
<p>Move the eight sliders of a constitution and watch the regime and its metrics change. The model runs in your browser; it is the same code the API classifies with.</p>
</header>
<main class="layout">
<div class="column">
<section class="card sliders" aria-labelledby="sliders-heading">
<h2 id="sliders-heading">Sliders</h2>
<div class="loaders">
<div class="loader"><label for="preset">Preset</label><select id="preset" disabled><option value="">Loading…</option></select><button type="button" id="load-preset" disabled>Load preset</button></div>
<div class="loader"><label for="country">Country</label><select id="country" disabled><option value="">Loading…</option></select><button type="button" id="load-country" disabled>Load country</button></div>
</div>
<p class="note" id="loader-note" role="status"></p>
<form id="sliders" class="slider-list">
${sliderRows()}
</form>
</section>
<section class="card artifacts" aria-labelledby="artifacts-heading">
<h2 id="artifacts-heading">Published artifacts</h2>
<div class="row"><label for="artifact-regime">Regime</label><select id="artifact-regime"><option value="">All regimes</option>${regimeOptions()}</select></div>
<ol id="artifacts" class="artifact-list" aria-live="polite"></ol>
<p class="note" id="artifacts-status" role="status"></p>
</section>
</div>
<div class="column">
<section class="card result" aria-labelledby="result-heading">
<h2 id="result-heading">Regime</h2>
<div aria-live="polite" aria-atomic="true">
<p class="regime" id="regime-name" data-regime="">–</p>
<p class="regime-description" id="regime-description"></p>
</div>
<div class="metrics" aria-label="Metrics">
${metricRows()}
</div>
</section>
<section class="card ai" aria-labelledby="ai-heading">
<h2 id="ai-heading">Ask for a suggestion</h2>
<form id="ai-form">
<label for="ai-goal">Your goal</label>
<textarea id="ai-goal" name="goal" rows="2" maxlength="500" required aria-describedby="ai-help" placeholder="For example: more innovation without losing stability"></textarea>
<p class="note" id="ai-help">Name a regime, or a metric to raise or lower. A language model suggests how to move the sliders or, on a server without one, the model itself works out the smallest change and says why. Without an account a few a day are allowed; signed in, your plan’s quota applies.</p>
<div class="row"><button type="submit" id="ai-submit">Suggest</button></div>
</form>
<pre class="stream" id="ai-stream" aria-live="polite" hidden></pre>
<div id="ai-result" hidden>
<p id="ai-summary"></p>
<button type="button" id="ai-apply">Apply the suggestion</button>
</div>
<p class="note" id="ai-status" role="status"></p>
</section>
<section class="card account" aria-labelledby="account-heading">
<h2 id="account-heading">Save and publish</h2>
<form id="sign-in" class="stack">
<p class="note">Sign in, or create an account, to save scenarios and publish them.</p>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required minlength="8" maxlength="200">
<label for="name">Name <span class="optional">(only to create an account; never shown publicly)</span></label>
<input id="name" name="name" type="text" autocomplete="name" maxlength="100">
<div class="row"><button type="submit" id="sign-in-button">Sign in</button><button type="button" id="register-button" class="secondary">Create account</button></div>
</form>
<div id="signed-in" hidden>
<p>Signed in as <strong id="who"></strong>. <button type="button" id="sign-out" class="link">Sign out</button></p>
<form id="publish-form" class="stack">
<label for="title">Title</label>
<input id="title" name="title" type="text" required maxlength="200" value="My constitution">
<label for="tags">Tags <span class="optional">(comma separated)</span></label>
<input id="tags" name="tags" type="text" maxlength="400">
<label for="summary">Summary <span class="optional">(for the published artifact)</span></label>
<textarea id="summary" name="summary" rows="2" maxlength="2000"></textarea>
<div class="row"><button type="button" id="save">Save scenario</button><button type="submit" id="publish">Publish artifact</button></div>
</form>
</div>
<p class="note" id="account-status" role="status"></p>
</section>
</div>
</main>
<footer class="bottom"><p>An illustrative model, not a measurement. Published artifacts show only a pseudonymous handle.</p></footer>
</body>
</html>
`;
