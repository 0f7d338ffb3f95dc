/**
 * Live snapshots of a game for bench:statcrew, made from a real final file the way stat software rewrites its
 * file during a game: the status line's period and clock move every second, and the home score moves now and
 * then. (Edits of known attributes in one fixture's text: this makes files; it does not read them.)
 */
export function liveSnapshots(finalFile: string, count: number): string[] {
  const statusAt = finalFile.indexOf('<status ');
  const statusEnd = finalFile.indexOf('>', statusAt);
  const linescoreAt = finalFile.indexOf('<linescore ', finalFile.indexOf('<team vh="H"'));
  const scoreAt = finalFile.indexOf(' score="', linescoreAt) + ' score="'.length;
  const scoreEnd = finalFile.indexOf('"', scoreAt);
  if (statusAt < 0 || linescoreAt < 0 || scoreAt < linescoreAt || scoreEnd > finalFile.indexOf('>', linescoreAt)) throw new Error('the fixture has no <status> or no home line score');
  const finalScore = Number(finalFile.slice(scoreAt, scoreEnd));
  return Array.from({ length: count }, (_, index) => {
    const period = 1 + Math.floor((index * 4) / count);
    const seconds = 600 - (((index * 4 * 600) / count) % 600);
    const clock = `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;
    const score = Math.round((finalScore * index) / count);
    const status = `<status complete="N" period="${period}" clock="${clock}" running="T"`;
    return `${finalFile.slice(0, statusAt)}${status}${finalFile.slice(statusEnd, scoreAt)}${score}${finalFile.slice(scoreEnd)}`;
  });
}
