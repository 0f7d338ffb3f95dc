import { useMachine } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import type { FieldValue } from '../../core/forms/form-schema';
import { fieldErrors, visibleMessage, type SimpleField } from '../../core/info/simple-form';
import { simpleFormMachine } from '../../core/info/simple-form.machine';

/** The input id of a form's field. */
export const fieldId = (formId: string, name: string) => `${formId}-${name}`;

/** Binds a page's small form to the simple-form machine: values, shown messages, status and the handlers. */
export function useSimpleForm(formId: string, fields: readonly SimpleField[]) {
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  const [snapshot, send] = useMachine(simpleFormMachine, { input: { fields, today } });
  const { values, touched, submitted } = snapshot.context;

  return {
    values,
    status: snapshot.value as 'editing' | 'incomplete' | 'sending' | 'sent' | 'notSent',
    message: (field: SimpleField) => visibleMessage(field, values, touched[field.name], submitted, today),
    change: (name: string, value: FieldValue) => send({ type: 'form.change', name, value }),
    blur: (name: string) => send({ type: 'form.blur', name }),
    submit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      // Keyboard and screen reader users land on the first field to fix.
      const errors = fieldErrors(fields, values, today);
      const first = fields.find((field) => (errors[field.name] ?? []).length > 0);
      if (first) event.currentTarget.ownerDocument.getElementById(fieldId(formId, first.name))?.focus();
      send({ type: 'form.submit' });
    },
  };
}
