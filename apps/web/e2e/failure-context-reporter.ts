import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Lines of a failed page's snapshot worth printing: enough to tell the login page from a list. */
const MAX_LINES = 80;

/**
 * Prints, for each failed journey, the page it ended on (Playwright's error context: the accessibility
 * snapshot of the page) into the run's output. CI keeps only that output, and a failure that happens
 * there and not here is otherwise a guess.
 */
export default class FailureContextReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const context = result.attachments.find((a) => a.name === 'error-context' && a.path);
    if (!context?.path) return;
    let text: string;
    try {
      text = readFileSync(context.path, 'utf8');
    } catch {
      return;
    }
    // the context also holds instructions, the error and the test's source, which the list reporter prints
    const snapshot = /```yaml\n([\s\S]*?)```/.exec(text)?.[1];
    if (!snapshot) return;
    const lines = snapshot.split('\n');
    const shown = lines.slice(0, MAX_LINES).join('\n');
    const more = lines.length > MAX_LINES ? `\n… ${lines.length - MAX_LINES} more lines` : '';
    process.stdout.write(`\n── page at the failure of “${test.title}” ──\n${shown}${more}\n\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
