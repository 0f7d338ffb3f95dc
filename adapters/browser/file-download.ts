import type { FileSaver } from '../../core/platform/file-saver.port';

/** Saves a file made in the page: a Blob behind an object URL, clicked as a download link. */
export class BrowserFileDownload implements FileSaver {
  save(file: { name: string; content: string; mimeType: string }): void {
    const url = URL.createObjectURL(new Blob([file.content], { type: file.mimeType }));
    const link = document.createElement('a');
    link.href = url;
    link.download = file.name;
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked on the next turn: the click has handed the URL to the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
