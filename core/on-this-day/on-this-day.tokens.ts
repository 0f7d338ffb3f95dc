export const OnThisDayRepositoryToken = Symbol.for('onThisDay.OnThisDayRepository');
