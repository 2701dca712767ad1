import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** One failing axe rule on one page: the rule, its impact and where its nodes are. */
export type AxeFinding = {
  page: string;
  rule: string;
  impact: string;
  nodes: { target: string; summary: string }[];
};

/**
 * Runs axe-core over the page as it stands (every rule axe enables by default) and returns the critical and
 * serious findings, the ones issue 20 counts.
 * @example const found = await axeFindings(page, '/user/login')
 */
export async function axeFindings(page: Page, label: string): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: Document) => Promise<AxeResults> } }).axe;
    type AxeResults = {
      violations: {
        id: string;
        impact: string | null;
        nodes: { target: unknown[]; failureSummary?: string }[];
      }[];
    };
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => ({
      page: label,
      rule: v.id,
      impact: v.impact ?? '',
      nodes: v.nodes.map((n) => ({ target: JSON.stringify(n.target), summary: n.failureSummary ?? '' })),
    }));
}

/** Findings counted per rule (nodes and pages), for a failure message a reader can act on. */
export function perRule(findings: AxeFinding[]): Record<string, { nodes: number; pages: string[] }> {
  const out: Record<string, { nodes: number; pages: string[] }> = {};
  for (const f of findings) {
    const entry = (out[`${f.rule} (${f.impact})`] ??= { nodes: 0, pages: [] });
    entry.nodes += f.nodes.length;
    entry.pages.push(f.page);
  }
  return out;
}
