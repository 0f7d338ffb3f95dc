import type { LiveGame } from '../../core/live/live-game';
import { simSetupFor } from '../../demo/live-simulation/sim-setup';
import { createSimulation } from '../../demo/live-simulation/simulator';

/** A simulated game's documents as a stat crew sends them: the first, then one per update (`updates` of them). */
export function simulatedDocuments(sport: string, updates: number, start: Date): LiveGame[] {
  const simulation = createSimulation(
    simSetupFor({ sportCode: sport, women: false, school: { name: 'Ridgemont State', color: '#7a1e2e', textColor: '#ffffff', logo: null, abbreviation: 'RS', roster: [] }, opponent: { name: 'Lakeview Tech', color: '#224488', logo: null }, locationIndicator: 'H', start, startTime: null, location: null, seed: 42 }),
  );
  const documents: LiveGame[] = [simulation.document()];
  while (documents.length <= updates && simulation.step()) documents.push(simulation.document());
  if (documents.length <= updates) throw new Error(`a simulated ${sport} game has only ${documents.length - 1} updates; ask for fewer`);
  return documents;
}

/**
 * A game stretched to at least `count` updates with clock ticks between its plays (a stat crew's software sends the
 * running clock too): after each document, copies with the game clock one, two, ... seconds further on.
 */
export function withClockTicks(documents: LiveGame[], count: number): LiveGame[] {
  const ticks = Math.max(0, Math.ceil((count - documents.length) / documents.length));
  const stretched: LiveGame[] = [];
  for (const document of documents) {
    stretched.push(document);
    const clock = document.Game.ClockSeconds;
    for (let tick = 1; tick <= ticks && clock !== null && clock - tick > 0; tick += 1) stretched.push({ ...document, Game: { ...document.Game, ClockSeconds: clock - tick } });
  }
  return stretched;
}
