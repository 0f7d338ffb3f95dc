/** One choice of a list filter (season, year, sport, tag): its query value and its label. */
export interface FilterOption {
  value: number;
  label: string;
}
