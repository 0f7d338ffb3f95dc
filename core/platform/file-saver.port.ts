/** Hands a file made in the page to the visitor as a download. */
export interface FileSaver {
  save(file: { name: string; content: string; mimeType: string }): void;
}
