export const LiveGameStreamToken = Symbol.for('live.LiveGameStream');
export const LiveScoreboardStreamToken = Symbol.for('live.LiveScoreboardStream');
export const GameCentreRepositoryToken = Symbol.for('live.GameCentreRepository');
