import { readFileSync } from "node:fs";
import { METRIC_KEYS, type Metrics, SLIDER_SPEC, type Sliders } from "@trustplane/governance-model";

/**
 * A scenario as a one-page A4 PDF (pdfkit). The standard PDF fonts only cover Latin-1, so the text is
 * set in DejaVu Sans (fonts/, Bitstream Vera licence), embedded as a subset: Cyrillic, Kazakh
 * (әғқңөұүһі) and ₸ render like any Latin text. Bars show each slider and metric out of 100.
 */
const FONT = readFileSync(new URL("./fonts/DejaVuSans.ttf", import.meta.url));

export type PdfScenario = {
  title: string;
  sliders: Sliders;
  regime: { id: string; name: string };
  metrics: Metrics;
  tags: string[];
  /** Set for a saved scenario. */
  id?: string;
  createdAt?: string;
};

const METRIC_LABELS: Record<(typeof METRIC_KEYS)[number], string> = {
  eliteFear: "Elite fear",
  intraConflict: "Intra-elite conflict",
  resentment: "Resentment",
  innovation: "Innovation",
  stability: "Stability",
  legitimacy: "Legitimacy",
};

const INK = "#1f2937";
const MUTED = "#6b7280";
const TRACK = "#e5e7eb";
const BAR = "#2563eb";

export const renderScenarioPdf = async (scenario: PdfScenario, generatedAt: Date): Promise<Buffer> => {
  // Imported on the first PDF (then from the module cache): with fontkit and its tables pdfkit is about
  // 30 MB of a server's memory (bench/README.md, memory) that a server rendering no PDF has no use for.
  const { default: PDFDocument } = await import("pdfkit");
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      margin: 56,
      info: { Title: scenario.title, Author: "Trustplane", Subject: "Governance scenario", Creator: "Trustplane" },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.registerFont("DejaVu", FONT);
    doc.font("DejaVu");
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;

    doc.fillColor(MUTED).fontSize(10).text("Governance scenario", left, 56);
    doc.moveDown(0.3).fillColor(INK).fontSize(22).text(scenario.title, { width });
    doc.moveDown(0.4).fontSize(13).text(`Regime: ${scenario.regime.name}`, { width });
    if (scenario.tags.length > 0)
      doc
        .moveDown(0.2)
        .fillColor(MUTED)
        .fontSize(10)
        .text(`Tags: ${scenario.tags.join(", ")}`);

    /** One labelled row with its value and a bar of value/100. */
    const bars = (heading: string, rows: [string, number][]) => {
      doc.moveDown(1).fillColor(INK).fontSize(14).text(heading, left);
      doc.moveDown(0.3);
      for (const [label, value] of rows) {
        const y = doc.y;
        doc.fillColor(INK).fontSize(10).text(label, left, y, { width: 190 });
        doc.text(String(value), left + 195, y, { width: 40, align: "right" });
        const barX = left + 245;
        const barWidth = width - 245;
        doc.rect(barX, y + 2, barWidth, 8).fill(TRACK);
        if (value > 0) doc.rect(barX, y + 2, (barWidth * value) / 100, 8).fill(BAR);
        doc.y = y + 18;
      }
    };
    bars(
      "Sliders (0–100)",
      SLIDER_SPEC.map((s) => [s.label, scenario.sliders[s.key]]),
    );
    bars(
      "Metrics (0–100)",
      METRIC_KEYS.map((key) => [METRIC_LABELS[key], scenario.metrics[key]]),
    );

    const footer = [
      scenario.id ? `Scenario ${scenario.id}` : "Unsaved scenario",
      scenario.createdAt ? `saved ${scenario.createdAt}` : undefined,
      `generated ${generatedAt.toISOString()}`,
    ]
      .filter(Boolean)
      .join(" · ");
    doc.moveDown(1.5).fillColor(MUTED).fontSize(8).text(footer, left, doc.y, { width });
    doc.text("Model: @trustplane/governance-model (regime by nearest prototype; metrics are weighted sums).", {
      width,
    });
    doc.end();
  });
};
