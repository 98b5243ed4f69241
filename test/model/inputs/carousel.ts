import type { carouselMachine } from '../../../machines/carousel';
import type { ModelInputs } from '../harness';

const inputs: ModelInputs<typeof carouselMachine> = {
  // Eight products start a carousel; one stays a plain list.
  input: { element: { current: null }, slideCount: 8 },
  inputs: [{ element: { current: null }, slideCount: 1 }],
  sampleEvents: [
    { type: 'READY', first: 1, last: 3, canPrev: false, canNext: true },
    { type: 'SELECTED', first: 2, last: 4, canPrev: true, canNext: true },
    { type: 'SELECTED', first: 6, last: 8, canPrev: true, canNext: false },
  ],
};

export default inputs;
