export const TagsRepositoryToken = Symbol.for('tags.TagsRepository');
