/** Leaves the application for a page it does not render itself (spec 2.2: a full page load). */
export interface PageNavigator {
  /** Loads `url` as a new document. The promise never settles: the current page is going away. */
  load(url: string): Promise<never>;
  /**
   * True when `url` is the address this document was loaded from: loading it again would only
   * bring the application back to the same place (the server serves the app there), so the
   * caller shows its own answer instead of looping.
   */
  isCurrentDocument(url: string): boolean;
}
