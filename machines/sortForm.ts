import { assign, setup } from 'xstate';
import type { ElementRef } from '../domain/elementRef';

type Chosen = { value: string };
const changed = ({ event }: { event: Chosen }) => ({ value: event.value });
const isNewOrder = (context: { current: string; options: readonly string[] }, value: string) =>
  value !== context.current && context.options.includes(value);
const formOf = ({ context }: { context: { form: ElementRef<HTMLFormElement> } }) => ({ form: context.form });

/**
 * The listing's sort dropdown: choosing a different order submits the form, and the
 * listing reloads in that order. A choice is a pick from the opened list (pointer, touch,
 * or Enter there) or Enter on the select. Arrowing through the closed select only changes
 * what it shows: the browser changes the value while the key is being handled, so a
 * change within a key's turn is arrowing, not choosing (docs/decisions/0210). The current
 * order, or a value the form does not offer, submits nothing.
 */
export const sortFormMachine = setup({
  types: {} as {
    // `chosen` is what the select shows, `current` the order the listing has.
    context: { current: string; chosen: string; options: readonly string[]; form: ElementRef<HTMLFormElement> };
    input: { current: string; options: readonly string[]; form: ElementRef<HTMLFormElement> };
    events: { type: 'CHANGE'; value: string } | { type: 'KEY_DOWN'; key: string };
  },
  actions: {
    // Provided by the live wiring (services/forms): submits the view's form.
    submit: (_, _params: { form: ElementRef<HTMLFormElement> }) => {},
    show: assign({ chosen: (_, { value }: Chosen) => value }),
  },
  guards: {
    isNewOrder: ({ context }, { value }: Chosen) => isNewOrder(context, value),
    // What the select shows may be an option some other script added: Enter applies only an offered order.
    appliesShown: ({ context }, { key }: { key: string }) => key === 'Enter' && isNewOrder(context, context.chosen),
  },
  // The rest of the task the key is handled in: a timer of 0 ms fires after it.
  delays: { keyTurn: 0 },
}).createMachine({
  id: 'sortForm',
  context: ({ input }) => ({ ...input, chosen: input.current }),
  initial: 'idle',
  states: {
    idle: {
      initial: 'choosing',
      on: {
        KEY_DOWN: [
          { guard: { type: 'appliesShown', params: ({ event }) => ({ key: event.key }) }, target: 'submitting' },
          { target: '.arrowing', reenter: true },
        ],
      },
      states: {
        choosing: {
          on: {
            CHANGE: [
              {
                guard: { type: 'isNewOrder', params: changed },
                target: '#sortForm.submitting',
                actions: { type: 'show', params: changed },
              },
              { actions: { type: 'show', params: changed } },
            ],
          },
        },
        arrowing: {
          after: { keyTurn: 'choosing' },
          on: { CHANGE: { actions: { type: 'show', params: changed } } },
        },
      },
    },
    // The page is being replaced by the reloaded listing; nothing more happens here.
    submitting: { type: 'final', entry: { type: 'submit', params: formOf } },
  },
});
