export const SubscriptionRepositoryToken = Symbol.for('info.SubscriptionRepository');
