/** spec 3: Alert. */
export interface Alert {
  id: number;
  title: string;
  enabled: boolean;
  showOnWeb: boolean;
  /** ISO date-time, or null when the alert does not expire. */
  endDate: string | null;
  /** Optional link and message body shown with the title. */
  link: string | null;
  message: string | null;
}
