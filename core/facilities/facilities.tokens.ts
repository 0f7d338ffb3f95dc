export const FacilitiesRepositoryToken = Symbol.for('facilities.FacilitiesRepository');
