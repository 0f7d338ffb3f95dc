/** spec 2.1 forms and spec 8: the page of a form that does not exist or could not be loaded. */
export const FORM_NOT_AVAILABLE_TITLE = 'This form is not available';
export const FORM_NOT_AVAILABLE_TEXT = 'This form cannot be filled out online right now. Please check back later or contact the athletics department.';
