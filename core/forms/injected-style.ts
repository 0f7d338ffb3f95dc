/** spec 5 and 8: the message when injected style is rejected. */
export const NOT_CSS_MESSAGE = 'That is not css';

export type StyleCheck =
  | { readonly ok: true; readonly css: string }
  | { readonly ok: false; readonly error: typeof NOT_CSS_MESSAGE };

// An opening or closing script tag in any case, with whitespace after '<' or '/', ending the
// name at whitespace, '/', '>' or the end of text: <script>, <SCRIPT src=x>, < script, </script >.
const SCRIPT_TAG = /<\s*\/?\s*script(?=[\s/>]|$)/i;

/** spec 5: injected style is rejected if it contains a script tag; anything else is accepted. */
export function validateInjectedStyle(css: string): StyleCheck {
  return SCRIPT_TAG.test(css) ? { ok: false, error: NOT_CSS_MESSAGE } : { ok: true, css };
}
