import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The minified build: the page parses less than half of the 1.5 MB the package's `source` holds. */
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core in the page and fails the test on any serious or critical violation, naming them. The check is
 * soft: the rest of the scenario still runs, so one violation does not hide the behaviour that follows it.
 */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: { resultTypes: string[] },
          ) => Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
    // Every rule still runs; only the passes and the inapplicable are not written out in full.
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.slice(0, 3).map((node) => ({ target: node.target })),
    }));
  });
  const serious = violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect
    .soft(serious, `accessibility violations on ${what}: ${JSON.stringify(serious, null, 2)}`)
    .toEqual([]);
}
