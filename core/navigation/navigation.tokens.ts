export const NavigationRepositoryToken = Symbol.for('navigation.NavigationRepository');
