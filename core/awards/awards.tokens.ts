export const AwardsRepositoryToken = Symbol.for('awards.AwardsRepository');
