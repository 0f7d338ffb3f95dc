/** A document of the school served at /documents/{path} (spec 2.1 document): an HTML page or a file. */
export interface SiteDocument {
  id: number;
  title: string;
  /** 'html', or a file type such as 'pdf'. */
  type: string;
  path: string;
  description: string;
  /** The sanitised content of an HTML document; null for a file. */
  html: string | null;
  /** Where the file downloads (an HTML document's own page). */
  download_url: string;
  /** The file is known not to meet accessibility standards. */
  unavailable_accessibility: boolean;
  /** When it last changed, as the API writes it. */
  updated: string;
}
