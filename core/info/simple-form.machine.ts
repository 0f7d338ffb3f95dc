import { assign, fromPromise, setup } from 'xstate';
import type { FieldValue, FormValues } from '../forms/form-schema';
import { blankValues, isFormComplete, type FieldTouchState, type SimpleField } from './simple-form';

export interface SimpleFormInput {
  fields: readonly SimpleField[];
  /** Today, ISO YYYY-MM-DD (the rules' context). */
  today: string;
}

export interface SimpleFormContext extends SimpleFormInput {
  values: FormValues;
  touched: Readonly<Record<string, FieldTouchState>>;
  submitted: boolean;
}

export type SimpleFormEvent = { type: 'form.change'; name: string; value: FieldValue } | { type: 'form.blur'; name: string } | { type: 'form.submit' };

const touch = (context: SimpleFormContext, name: string, change: Partial<FieldTouchState>) => ({
  ...context.touched,
  [name]: { blurred: false, changed: false, ...context.touched[name], ...change },
});

/**
 * A small form of the site (newsletter sign-up, staff sign-in): values, what was touched, and
 * the submit. spec 5: messages show after blur or submit. A complete form is handed to the
 * `sendForm` actor, which the app provides with `machine.provide` (the sign-up posts to the API).
 * Its default throws, so a form without an endpoint (staff sign-in, for now) lands in `notSent` and
 * the page says so, never a fake success.
 */
export const simpleFormMachine = setup({
  types: {
    context: {} as SimpleFormContext,
    events: {} as SimpleFormEvent,
    input: {} as SimpleFormInput,
  },
  guards: {
    isComplete: ({ context }) => isFormComplete(context.fields, context.values, context.today),
  },
  actions: {
    setValue: assign(({ context, event }) => {
      if (event.type !== 'form.change') return {};
      return { values: { ...context.values, [event.name]: event.value }, touched: touch(context, event.name, { changed: true }) };
    }),
    markBlurred: assign(({ context, event }) => (event.type === 'form.blur' ? { touched: touch(context, event.name, { blurred: true }) } : {})),
    markSubmitted: assign({ submitted: true }),
  },
  actors: {
    sendForm: fromPromise<unknown, FormValues>(async () => {
      throw new Error('sendForm is not provided: this form has no endpoint');
    }),
  },
}).createMachine({
  id: 'simpleForm',
  context: ({ input }) => ({ ...input, values: blankValues(input.fields), touched: {}, submitted: false }),
  initial: 'editing',
  on: {
    'form.change': { actions: 'setValue' },
    'form.blur': { actions: 'markBlurred' },
  },
  states: {
    editing: {
      on: {
        'form.submit': [
          { guard: 'isComplete', target: 'sending', actions: 'markSubmitted' },
          { target: 'incomplete', actions: 'markSubmitted' },
        ],
      },
    },
    // spec 5: 'Sorry, not all fields are filled out correctly.' until the next submit.
    incomplete: {
      on: {
        'form.submit': { guard: 'isComplete', target: 'sending' },
      },
    },
    sending: {
      invoke: {
        src: 'sendForm',
        input: ({ context }) => context.values,
        onDone: 'sent',
        onError: 'notSent',
      },
    },
    sent: {
      on: { 'form.change': { target: 'editing', actions: 'setValue' } },
    },
    notSent: {
      on: {
        'form.change': { target: 'editing', actions: 'setValue' },
        'form.submit': [{ guard: 'isComplete', target: 'sending' }, { target: 'incomplete' }],
      },
    },
  },
});
