/** The grid figures alone (issue 14): `flock /tmp/e2e.lock npx tsx bench/grid-only.ts`; `npm run bench` runs them among the rest. */
import { gridFigures } from './grid-figures';

await gridFigures();
