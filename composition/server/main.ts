/**
 * The deployable's entry point (built to dist/server/main.mjs): the server process, with the demo department's two
 * schools written once into a new store. server/ never imports the demo; this composition root joins them.
 */
import { seedDemoData } from '../../demo/seed';
import { runServerProcess } from '../../server/server-process';

await runServerProcess({ firstContent: seedDemoData });
