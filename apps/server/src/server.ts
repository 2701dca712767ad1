import { config as loadDotenv } from 'dotenv';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { seedDemo } from './db/demo';
import { storeBytes } from './resources/system/upload/stored-file';

/** Entry point: configuration from the environment (and ./.env), then listen until a signal; `--demo` seeds the demo data first. */
async function main(): Promise<void> {
  loadDotenv({ quiet: true });
  let config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const { app, close, ctx } = await buildApp(config);
  // `--demo` loads the demonstration data set once (never by default)
  if (process.argv.includes('--demo')) {
    const loaded = await seedDemo(ctx.db, ctx.now(), (key, bytes, mime) =>
      storeBytes(config, key, bytes, mime),
    );
    process.stdout.write(loaded ? 'Demo data loaded.\n' : 'Demo data already present.\n');
  }
  const stop = async () => {
    await close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  process.stderr.write(`Failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
