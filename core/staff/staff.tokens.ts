export const StaffRepositoryToken = Symbol.for('staff.StaffRepository');
