export const SplashRepositoryToken = Symbol.for('splash.SplashRepository');
