// A simulated PLC gateway: pushes readings for a workstation's data points to POST <url>/weld/plc/ingest,
// authenticated by the workstation's gateway key (shown once when the workstation is added or its key reset).
//
//   node scripts/plc-gateway.mjs --url http://localhost:8080/api --workstation WS-01 --key <key>
//        [--points DB1.DBD0:REAL:120:320,DB1.DBW4:INT:160:340,DB1.DBX2.0] [--interval 1000] [--count N]
//
// A point is `address[:type[:low:high]]` (raw values, before the point's scale); the type is guessed from
// the address when left out (S7 DBX → BOOL, DBW → INT, DBD → REAL; Modbus CO/DI → BOOL, others INT;
// OPC UA → REAL). Without --points the demo workstation WS-01's points are simulated.
/* global fetch */
import process from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';

const DEMO_POINTS =
  'DB1.DBD0:REAL:150:300,DB1.DBW4:INT:180:320,DB1.DBW6:INT:40:130,DB1.DBD8:REAL:13:24,DB1.DBX2.0';

function options(argv) {
  const found = {};
  for (let i = 0; i < argv.length; i += 1) {
    const name = argv[i];
    if (!name.startsWith('--')) throw new Error(`unexpected argument ${name}`);
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
    found[name.slice(2)] = value;
    i += 1;
  }
  for (const required of ['url', 'workstation', 'key'])
    if (!found[required]) throw new Error(`--${required} is required`);
  return found;
}

function guessType(address) {
  if (/^DB\d+\.DBX/.test(address) || /^(CO|DI)\d+$/.test(address) || /^[01]\d{4,5}$/.test(address))
    return 'BOOL';
  if (/^DB\d+\.DBD/.test(address) || address.startsWith('ns=')) return 'REAL';
  return 'INT';
}

function parsePoints(text) {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((spec) => {
      const parts = spec.split(':');
      const address = parts[0];
      const type = (parts[1] || guessType(address)).toUpperCase();
      const low = parts[2] === undefined ? 0 : Number(parts[2]);
      const high = parts[3] === undefined ? (type === 'REAL' ? 100 : 1000) : Number(parts[3]);
      if (!Number.isFinite(low) || !Number.isFinite(high) || low > high)
        throw new Error(`bad range in ${spec}`);
      return { address, type, low, high, value: (low + high) / 2 };
    });
}

/** The next simulated raw value: a bounded random walk (an occasional jump for BOOL). */
function step(point) {
  if (point.type === 'BOOL') return Math.random() < 0.1 ? !point.last : (point.last ?? true);
  const span = point.high - point.low;
  const next = Math.min(point.high, Math.max(point.low, point.value + (Math.random() - 0.5) * span * 0.2));
  point.value = next;
  return point.type === 'REAL' ? Math.round(next * 100) / 100 : Math.round(next);
}

async function pushOnce(opts, points) {
  const ts = Date.now();
  const readings = points.map((p) => {
    const value = step(p);
    if (p.type === 'BOOL') p.last = value;
    return { point: p.address, ts, value };
  });
  const response = await fetch(`${opts.url.replace(/\/$/, '')}/weld/plc/ingest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Gateway-Key': opts.key },
    body: JSON.stringify({ workstation: opts.workstation, readings }),
  });
  const answer = await response.json().catch(() => ({}));
  const sent = readings.map((r) => `${r.point}=${r.value}`).join(' ');
  if (!response.ok) {
    process.stdout.write(
      `${new Date(ts).toISOString()} refused (${response.status}): ${answer.message ?? response.statusText}\n`,
    );
    return response.status !== 401;
  }
  const { stored = 0, duplicates = 0, errors = [] } = answer.result ?? {};
  process.stdout.write(
    `${new Date(ts).toISOString()} sent ${sent} → stored ${stored}, duplicates ${duplicates}${errors.length ? `, errors: ${errors.map((e) => e.message).join('; ')}` : ''}\n`,
  );
  return true;
}

async function main() {
  const opts = options(process.argv.slice(2));
  const points = parsePoints(opts.points ?? DEMO_POINTS);
  const interval = Number(opts.interval ?? 1000);
  const count = opts.count === undefined ? Infinity : Number(opts.count);
  if (!Number.isFinite(interval) || interval < 100)
    throw new Error('--interval is in milliseconds, at least 100');
  for (let sent = 0; sent < count; sent += 1) {
    const keepGoing = await pushOnce(opts, points).catch((err) => {
      process.stdout.write(`push failed: ${err.message}\n`);
      return true;
    });
    // a wrong key will not get better by repeating it
    if (!keepGoing) process.exit(1);
    if (sent + 1 < count) await sleep(interval);
  }
}

main().catch((err) => {
  process.stderr.write(`${err.message}\n`);
  process.exit(2);
});
