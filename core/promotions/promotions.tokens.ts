export const PromotionsRepositoryToken = Symbol.for('promotions.PromotionsRepository');
