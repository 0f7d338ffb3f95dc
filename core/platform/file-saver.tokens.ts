export const FileSaverToken = Symbol.for('platform.FileSaver');
