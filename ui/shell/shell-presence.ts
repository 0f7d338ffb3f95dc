import { createContext, useContext } from 'react';

/** True under AppShell: a page-level error screen then renders inside the shell's main. */
export const ShellPresence = createContext(false);

export function useInsideShell(): boolean {
  return useContext(ShellPresence);
}
