export const SocialAccountsRepositoryToken = Symbol.for('socialAccounts.SocialAccountsRepository');
