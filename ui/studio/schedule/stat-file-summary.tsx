import { scoreText, SIDE_WORDS, sideSentence, type StatFileReading } from '../../../core/studio/schedule/stat-file';
import styles from '../studio.module.css';
import local from './stat-file-panel.module.css';

/** What the server read in a stat file: the sides, the score, the periods, the players and what needs a look. */
export function StatFileSummary({ reading }: { reading: StatFileReading }) {
  const { school, opponent } = reading.teams;
  const { matched, unmatched } = reading.players;
  return (
    <section aria-labelledby="stat-file-read" className={local.summary}>
      <h3 id="stat-file-read">{reading.saved ? 'Saved from the file' : 'What the file says'}</h3>
      <dl className={local.facts}>
        <dt>Teams</dt>
        <dd>
          {school} ({SIDE_WORDS[reading.schoolSide]}) against {opponent}
        </dd>
        <dt>School’s side</dt>
        <dd>{sideSentence(reading)}</dd>
        <dt>Final score</dt>
        <dd data-stat-file-score>
          {school} {scoreText(reading.teamScore)} – {opponent} {scoreText(reading.opponentScore)}
        </dd>
        <dt>Game over</dt>
        <dd>{reading.complete === true ? 'Yes: the file says the game is complete.' : 'The file does not say the game is complete.'}</dd>
      </dl>
      {reading.periods.length > 0 && (
        <table className={`${styles.table} ${local.lines}`}>
          <caption>Score by period</caption>
          <thead>
            <tr>
              <th scope="col">Period</th>
              <th scope="col">{school}</th>
              <th scope="col">{opponent}</th>
            </tr>
          </thead>
          <tbody>
            {reading.periods.map((period, index) => (
              <tr key={`${period.label}-${index}`}>
                <th scope="row">{period.label}</th>
                <td>{scoreText(period.teamScore)}</td>
                <td>{scoreText(period.opponentScore)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h4 id="stat-file-players">Players</h4>
      <p>
        {matched} of {school}’s players matched to the roster, {unmatched.length} not matched; {reading.players.opponent} of {opponent}’s players.
      </p>
      {unmatched.length > 0 && (
        <>
          <p id="stat-file-unmatched">Not on the roster (shown under the file’s name, without a link to a bio):</p>
          <ul aria-labelledby="stat-file-unmatched" className={local.names}>
            {unmatched.map((player, index) => (
              <li key={`${player.jersey}-${player.name}-${index}`}>
                {player.jersey ? `#${player.jersey} ` : ''}
                {player.name}
              </li>
            ))}
          </ul>
        </>
      )}
      {reading.warnings.length > 0 && (
        <>
          <h4 id="stat-file-warnings">Warnings</h4>
          <ul aria-labelledby="stat-file-warnings" className={local.names}>
            {reading.warnings.map((warning, index) => (
              <li key={index}>{warning}</li>
            ))}
          </ul>
        </>
      )}
      <p className={styles.hint}>
        Read from a {reading.root} file written by {reading.source || 'unnamed software'}.
      </p>
    </section>
  );
}
