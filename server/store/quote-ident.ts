/** A table or column name as a quoted SQL identifier. */
export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
