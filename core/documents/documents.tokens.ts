export const DocumentsRepositoryToken = Symbol.for('documents.DocumentsRepository');
