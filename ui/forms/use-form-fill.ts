import { useCallback, useMemo, useRef, useState } from 'react';
import type { FieldValue, FormField, FormSchema, FormValues } from '../../core/forms/form-schema';
import { validateField, validateForm, visibleInputs } from '../../core/forms/form-submission';
import { initialValues } from '../../core/forms/form-values';
import { shouldShowMessage, type FieldTouch } from '../../core/forms/message-visibility';

type Touched = Readonly<Record<string, Omit<FieldTouch, 'submitted'>>>;

/** The input id of a form's field. */
export const inputId = (formId: string, name: string) => `form-${formId}-${name}`;

/** A fresh key for one fill of the form (the server stores one submission per key). */
function newKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}

/**
 * One fill of a form: its values, what was touched, the messages to show now (spec 5: after blur,
 * after change for checkboxes, or after submit) and the server's refusals by field. Every rule is
 * core's; this hook only remembers what the person did.
 */
export function useFormFill(form: FormSchema, today: string) {
  const [values, setValues] = useState<FormValues>(() => initialValues(form, today));
  const [touched, setTouched] = useState<Touched>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, readonly string[]>>>({});
  // spec: a double click, or a retry of the same answers, reuses the key; changed answers get a new one.
  const key = useRef<{ key: string; values: string } | null>(null);

  const touch = useCallback((name: string, change: Partial<Omit<FieldTouch, 'submitted'>>) => {
    setTouched((current) => ({ ...current, [name]: { blurred: false, changed: false, ...current[name], ...change } }));
  }, []);

  const change = useCallback(
    (name: string, value: FieldValue) => {
      setValues((current) => ({ ...current, [name]: value }));
      setServerErrors((current) => {
        if (!Object.hasOwn(current, name)) return current;
        const { [name]: _dropped, ...rest } = current;
        return rest;
      });
      touch(name, { changed: true });
    },
    [touch],
  );

  const blur = useCallback((name: string) => touch(name, { blurred: true }), [touch]);

  const inputs = useMemo(() => visibleInputs(form, values), [form, values]);

  /** The first message a field shows now, or undefined. */
  const message = (field: FormField): string | undefined => {
    const own = touched[field.name];
    if (!shouldShowMessage(field.type, { blurred: own?.blurred ?? false, changed: own?.changed ?? false, submitted })) return undefined;
    return validateField(field, values, today)[0] ?? serverErrors[field.name]?.[0];
  };

  /** Marks the form submitted and judges it; the names of the failing inputs in page order. */
  const judge = () => {
    setSubmitted(true);
    const result = validateForm(form, values, today);
    return { ...result, failing: inputs.filter((field) => Object.hasOwn(result.fieldErrors, field.name)).map((field) => field.name) };
  };

  /** The idempotency key of these answers. */
  const keyFor = (wire: unknown): string => {
    const text = JSON.stringify(wire);
    if (key.current?.values !== text) key.current = { key: newKey(), values: text };
    return key.current.key;
  };

  return { values, inputs, message, change, blur, judge, keyFor, setServerErrors, submitted };
}
