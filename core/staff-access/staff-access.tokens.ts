export const StaffAccessRepositoryToken = Symbol.for('staffAccess.StaffAccessRepository');
export const ProtectedContentRepositoryToken = Symbol.for('staffAccess.ProtectedContentRepository');
