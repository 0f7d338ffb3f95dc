export const AdProviderToken = Symbol.for('ads.AdProvider');
