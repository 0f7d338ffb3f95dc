export const FormsRepositoryToken = Symbol.for('forms.FormsRepository');
