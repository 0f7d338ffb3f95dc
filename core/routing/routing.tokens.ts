export const PageNavigatorToken = Symbol.for('routing.PageNavigator');
export const RedirectsRepositoryToken = Symbol.for('routing.RedirectsRepository');
