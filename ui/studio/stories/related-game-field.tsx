import { gameChoiceLabel, type GameChoice } from '../../../core/studio/stories/game-choice';
import { useStudio } from '../studio-services';
import { useStudioLoad } from '../use-studio-load';
import { Field } from '../shell/studio-field';

const gameDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
};

/** The seasons of a sport's games, newest first, each with its games (the list comes newest first). */
function bySeason(games: GameChoice[]): [string, GameChoice[]][] {
  const seasons = new Map<string, GameChoice[]>();
  for (const game of games) seasons.set(game.season, [...(seasons.get(game.season) ?? []), game]);
  return [...seasons];
}

/** The optional related game: one of the school's games of the story's sport, by date and opponent. */
export function RelatedGameField({ form, sportId, gameId, error, onChange }: { form: string; sportId: number | null; gameId: number | null; error: string | undefined; onChange: (gameId: number | null) => void }) {
  const { repository } = useStudio();
  const games = useStudioLoad(() => (sportId === null ? Promise.resolve([]) : repository.storyGames(sportId)), [repository, sportId]);
  const list = games.loaded.state === 'ready' ? games.loaded.value : [];
  const known = gameId === null || list.some((game) => game.id === gameId);
  const hint =
    sportId === null
      ? 'Choose the sport first: its games are listed here.'
      : games.loaded.state === 'loading'
        ? 'Loading the games…'
        : games.loaded.state === 'failed'
          ? `The games could not be loaded: ${games.loaded.message}`
          : list.length === 0
            ? 'This sport has no games yet.'
            : 'A published story shows on the game’s page (its preview before the game, its recap after).';
  return (
    <Field form={form} name="game" label="Related game" hint={hint} error={error}>
      {(control) => (
        <select {...control} value={gameId ?? ''} onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}>
          <option value="">None</option>
          {!known && <option value={gameId ?? ''}>The game chosen before (id {gameId})</option>}
          {bySeason(list).map(([season, seasonGames]) => (
            <optgroup key={season} label={season}>
              {seasonGames.map((game) => (
                <option key={game.id} value={game.id}>
                  {gameChoiceLabel(game, gameDate(game.date))}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </Field>
  );
}
