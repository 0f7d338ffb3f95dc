export const MomentsRepositoryToken = Symbol.for('moments.MomentsRepository');
