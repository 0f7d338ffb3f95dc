import { useEffect } from 'react';

/** The form Ctrl/Cmd+S saves: the one being typed in, else the screen's only editing form (search forms aside). */
function formToSave(): HTMLFormElement | null {
  const focused = document.activeElement?.closest('form');
  if (focused && focused.getAttribute('role') !== 'search') return focused;
  const forms = [...document.querySelectorAll<HTMLFormElement>('main form, [data-studio-content] form')].filter((form) => form.getAttribute('role') !== 'search');
  return forms.length === 1 ? forms[0]! : null;
}

/**
 * The studio's keys. Ctrl+S (Cmd+S on a Mac) saves the open item, as its Save button does (the form's own submit, so
 * its checks and If-Match run as ever), instead of the browser's "save page"; with no form to save, nothing happens.
 * Esc in a form that can be cancelled (an add or edit form opened on the page) cancels it, as its Cancel button does.
 */
export function useStudioKeys(): void {
  useEffect(() => {
    const save = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        document.activeElement?.closest('form')?.querySelector<HTMLButtonElement>('button[data-cancel]')?.click();
        return;
      }
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 's') return;
      event.preventDefault();
      formToSave()?.requestSubmit();
    };
    document.addEventListener('keydown', save);
    return () => document.removeEventListener('keydown', save);
  }, []);
}
