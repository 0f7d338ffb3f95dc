export const PressClipsRepositoryToken = Symbol.for('press-clips.PressClipsRepository');
