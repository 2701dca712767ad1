// Runs npm scripts at the same time and fails if any fails; each one's output is printed whole when it ends,
// so the lines of two scripts do not interleave. Lint and the type checks are one thread each: side by side
// they take the time of the longer one.
// Usage: node scripts/run-side-by-side.mjs lint typecheck
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import process from 'node:process';

const names = process.argv.slice(2);
const results = await Promise.all(
  names.map(
    (name) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (code) => {
          const seconds = Math.round((Date.now() - started) / 1000);
          process.stdout.write(`\n> npm run ${name} (${seconds} s, exit ${code})\n`);
          process.stdout.write(Buffer.concat(output));
          resolve(code === 0);
        });
      }),
  ),
);
process.exit(results.every(Boolean) ? 0 : 1);
