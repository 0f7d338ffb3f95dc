import { useMachine } from '@xstate/react';
import { useMemo, useState, type FormEvent } from 'react';
import { fromPromise } from 'xstate';
import type { FieldValue, FormValues } from '../../core/forms/form-schema';
import { fieldErrors, visibleMessage, type SimpleField } from '../../core/info/simple-form';
import { simpleFormMachine } from '../../core/info/simple-form.machine';
import { usePlatform } from '../routing/platform-context';

/** The input id of a form's field. */
export const fieldId = (formId: string, name: string) => `${formId}-${name}`;

/** Sends a complete form; resolves once it is stored, rejects when it was not. */
export type FormSender = (values: FormValues) => Promise<unknown>;

/**
 * Binds a page's small form to the simple-form machine: values, shown messages, status and the
 * handlers. `send` is the machine's `sendForm`; a form without one (staff sign-in) ends in notSent.
 */
export function useSimpleForm(formId: string, fields: readonly SimpleField[], send?: FormSender | null) {
  const { clock } = usePlatform();
  const [today] = useState(() => new Date(clock.now()).toISOString().slice(0, 10));
  // Same machine, the page's sender as its `sendForm` (useMachine picks up new implementations).
  const machine = useMemo(
    () => (send ? simpleFormMachine.provide({ actors: { sendForm: fromPromise<unknown, FormValues>(({ input }) => send(input)) } }) : simpleFormMachine),
    [send],
  );
  const [snapshot, sendEvent] = useMachine(machine, { input: { fields, today } });
  const { values, touched, submitted } = snapshot.context;
  const message = (field: SimpleField) => visibleMessage(field, values, touched[field.name], submitted, today);
  const change = (name: string, value: FieldValue) => sendEvent({ type: 'form.change', name, value });
  const blur = (name: string) => sendEvent({ type: 'form.blur', name });

  return {
    values,
    status: snapshot.value as 'editing' | 'incomplete' | 'sending' | 'sent' | 'notSent',
    message,
    change,
    blur,
    /** A text field's binding to the form (its TextField's formId, field, value, message and handlers). */
    textBinding: (field: SimpleField) => ({
      formId,
      field,
      value: String(values[field.name] ?? ''),
      message: message(field),
      onChange: (value: string) => change(field.name, value),
      onBlur: () => blur(field.name),
    }),
    submit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      // Keyboard and screen reader users land on the first field to fix.
      const errors = fieldErrors(fields, values, today);
      const first = fields.find((field) => (errors[field.name] ?? []).length > 0);
      if (first) event.currentTarget.ownerDocument.getElementById(fieldId(formId, first.name))?.focus();
      sendEvent({ type: 'form.submit' });
    },
  };
}
