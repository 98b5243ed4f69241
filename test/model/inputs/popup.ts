import { EMPTY_HISTORY, type PopupFacts } from '../../../domain/popupConditions';
import type { popupMachine } from '../../../machines/popup';
import type { ModelInputs } from '../harness';

const facts = (history: Partial<PopupFacts['history']>): PopupFacts => ({
  now: Date.UTC(2026, 10, 2, 9, 30),
  history: { ...EMPTY_HISTORY, pageViews: 2, sessions: 1, ...history },
  referrer: '',
  device: 'desktop',
});

const inputs: ModelInputs<typeof popupMachine> = {
  input: {
    popupId: 'newsletter',
    triggers: { delaySeconds: 30, exitIntent: true },
    conditions: { fromPageView: 2, hideForLoggedIn: 'all' },
    user: { loggedIn: false, roles: [] },
  },
  sampleEvents: [
    { type: 'xstate.done.actor.readFacts', output: facts({}) },
    { type: 'xstate.done.actor.readFacts', output: facts({ pageViews: 1 }) },
    { type: 'xstate.done.actor.readFacts', output: facts({ dismissedForever: true }) },
    { type: 'xstate.error.actor.readFacts', error: new Error('storage blocked') },
    { type: 'TRIGGERED', trigger: 'delaySeconds' },
  ],
};

export default inputs;
