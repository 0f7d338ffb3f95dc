/**
 * npm run simulate:game -- [--game <id>] [--url http://localhost:3000] [--tenant ridgemont] [--token <stat-crew token>] [--speed 10]
 *
 * Plays a seeded game live against a running server, as a stat crew would: a realistic clock, scoring,
 * plays and box score for the sport (basketball, football, baseball, softball, soccer, volleyball, ice hockey,
 * lacrosse, field hockey), PUTting the full live document after every change and printing each update.
 * Without --game it picks one of today's games that is not finished (a live one first).
 */
import { livePeriodLabel } from '../core/live/live-clock';
import { demoLiveToken } from '../server/live/live-tokens';
import { simSetupFor } from '../demo/live-simulation/sim-setup';
import { createSimulation } from '../demo/live-simulation/simulator';
import { numberOption, readArgs, sleep } from './live/args';
import { findGame, matchupOf } from './live/schedule-lookup';
import { IngestRefused, sendDocument } from './live/stat-crew';

const options = readArgs();
const base = (options.get('url') ?? 'http://localhost:3000').replace(/\/$/, '');
const tenant = options.get('tenant') ?? 'ridgemont';
const token = options.get('token') ?? demoLiveToken(tenant);
const speed = numberOption(options, 'speed', 10);
const gameOption = options.get('game');
const gameId = gameOption === undefined ? undefined : Number(gameOption);
if (gameId !== undefined && !Number.isInteger(gameId)) throw new Error(`--game must be a game id, got '${gameOption}'`);

let stopping = false;
process.once('SIGINT', () => {
  stopping = true;
  console.log('\nStopping after this update.');
});

try {
  const game = await findGame(base, tenant, gameId);
  const matchup = await matchupOf(base, tenant, game);
  const simulation = createSimulation(simSetupFor(matchup));
  const crew = { base, tenant, token };
  const where = game.locationIndicator === 'A' ? 'at' : 'vs';
  console.log(`${game.sport.title}: ${matchup.school.name} ${where} ${matchup.opponent.name} (game ${game.id}), at ${speed}x real time`);
  console.log(`Watch it on /game-center/${game.id}; the stream is ${base}/api/v2/live/games/${game.id}/events (tenant: ${tenant}).`);
  let answer = await sendDocument(crew, game.id, simulation.document());
  while (!stopping) {
    const step = simulation.step();
    if (!step) break;
    await sleep((step.elapsedSeconds * 1000) / speed);
    const document = simulation.document();
    answer = await sendDocument(crew, game.id, document);
    const { HomeTeam, VisitingTeam } = document.Game;
    const period = livePeriodLabel(document) || 'Pregame';
    console.log(`#${String(answer.eventId).padStart(4)}  ${VisitingTeam.Name} ${VisitingTeam.Score} – ${HomeTeam.Name} ${HomeTeam.Score}  [${period}]  ${step.summary}`);
  }
  console.log(simulation.isComplete ? `Final sent (event ${answer.eventId}).` : `Stopped at event ${answer.eventId}.`);
} catch (error) {
  if (error instanceof IngestRefused) console.error(`The server refused the update: ${error.message}`);
  else console.error((error as Error).message);
  process.exitCode = 1;
}
