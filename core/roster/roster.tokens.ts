export const RosterRepositoryToken = Symbol.for('roster.RosterRepository');
export const PlayerRepositoryToken = Symbol.for('roster.PlayerRepository');
