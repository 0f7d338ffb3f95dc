/** spec 2.1 forms /form/{id}: there is no forms API yet, so every form shows this. */
export const FORM_NOT_AVAILABLE_TITLE = 'This form is not available';
export const FORM_NOT_AVAILABLE_TEXT = 'This form cannot be filled out online right now. Please check back later or contact the athletics department.';
