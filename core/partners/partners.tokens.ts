export const PartnersRepositoryToken = Symbol.for('partners.PartnersRepository');
