import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { LOGIN_FIELDS } from '../../../core/info/login-form';
import { fieldErrors, isFormComplete, visibleMessage } from '../../../core/info/simple-form';
import { simpleFormMachine } from '../../../core/info/simple-form.machine';
import { SUBSCRIBE_FIELDS } from '../../../core/info/subscribe-form';

const TODAY = '2026-11-21';
const start = (fields = SUBSCRIBE_FIELDS, machine = simpleFormMachine) => createActor(machine, { input: { fields, today: TODAY } }).start();
const emailMessage = (actor: ReturnType<typeof start>) => {
  const { values, touched, submitted } = actor.getSnapshot().context;
  return visibleMessage(SUBSCRIBE_FIELDS[0]!, values, touched.email, submitted, TODAY);
};

describe('the sign-up form (spec 5: the email rule, messages after blur or submit)', () => {
  it("shows 'Please enter a valid email address.' only once a bad email is left", () => {
    const actor = start();
    actor.send({ type: 'form.change', name: 'email', value: 'fan@' });
    expect(emailMessage(actor)).toBeUndefined();
    actor.send({ type: 'form.blur', name: 'email' });
    expect(emailMessage(actor)).toBe('Please enter a valid email address.');
    actor.send({ type: 'form.change', name: 'email', value: 'fan@example.edu' });
    expect(emailMessage(actor)).toBeUndefined();
  });

  it('asks for the email after a submit of the empty form, and says the form is incomplete', () => {
    const actor = start();
    expect(emailMessage(actor)).toBeUndefined();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('incomplete');
    expect(emailMessage(actor)).toBe('Email address is required.');
  });

  it('does not pretend: with no endpoint the complete form ends in notSent', async () => {
    const actor = start();
    actor.send({ type: 'form.change', name: 'email', value: 'fan@example.edu' });
    actor.send({ type: 'form.change', name: 'sports', value: ['4'] });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    await waitFor(actor, (snapshot) => snapshot.value !== 'sending');
    expect(actor.getSnapshot().value).toBe('notSent');
    // Editing again leaves the message behind.
    actor.send({ type: 'form.change', name: 'email', value: 'fan2@example.edu' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('sends the values to the actor the app provides', async () => {
    const sent: unknown[] = [];
    const machine = simpleFormMachine.provide({ actors: { sendForm: fromPromise(async ({ input }) => void sent.push(input)) } });
    const actor = start(SUBSCRIBE_FIELDS, machine);
    actor.send({ type: 'form.change', name: 'email', value: 'fan@example.edu' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.value === 'sent');
    expect(sent).toEqual([{ email: 'fan@example.edu', sports: [], finals: [] }]);
  });

  it('shows a text message exactly after blur or submit, and submits only a complete form (model run)', () => {
    const event = fc.oneof(
      fc.record({ type: fc.constant('form.change' as const), name: fc.constantFrom('email', 'password'), value: fc.constantFrom('', 'x', 'a@b.co', 'not an email', 'coach@example.edu') }),
      fc.record({ type: fc.constant('form.blur' as const), name: fc.constantFrom('email', 'password') }),
      fc.constant({ type: 'form.submit' as const }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 12 }), (events) => {
        const actor = start(LOGIN_FIELDS);
        const model = { values: { email: '', password: '' } as Record<string, string>, blurred: new Set<string>(), submitted: false };
        for (const next of events) {
          const before = actor.getSnapshot().value;
          actor.send(next);
          if (next.type === 'form.change') model.values[next.name] = next.value;
          if (next.type === 'form.blur') model.blurred.add(next.name);
          if (next.type === 'form.submit' && before !== 'sending') {
            model.submitted = true;
            expect(actor.getSnapshot().value).toBe(isFormComplete(LOGIN_FIELDS, model.values, TODAY) ? 'sending' : before === 'notSent' || before === 'editing' || before === 'incomplete' ? 'incomplete' : before);
          }
          const { context } = actor.getSnapshot();
          const errors = fieldErrors(LOGIN_FIELDS, model.values, TODAY);
          for (const field of LOGIN_FIELDS) {
            const shown = visibleMessage(field, context.values, context.touched[field.name], context.submitted, TODAY);
            const expected = model.submitted || model.blurred.has(field.name) ? errors[field.name]![0] : undefined;
            expect(shown).toBe(expected);
          }
        }
        actor.stop();
      }),
    );
  });
});
