export const StatsViewRepositoryToken = Symbol.for('stats-view.StatsViewRepository');
