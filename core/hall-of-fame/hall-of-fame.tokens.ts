export const HallOfFameRepositoryToken = Symbol.for('hallOfFame.HallOfFameRepository');
