import type { lightboxMachine } from '../../../machines/lightbox';
import type { ModelInputs } from '../harness';

const inputs: ModelInputs<typeof lightboxMachine> = {
  sampleEvents: [
    {
      type: 'OPEN',
      index: 1,
      slides: [
        { type: 'image', src: '/media/products/giant-soup-mug.svg', title: 'Giant Soup Mug' },
        { type: 'image', src: '/media/products/giant-soup-mug.svg?view=2', title: 'Giant Soup Mug (side view)' },
      ],
    },
    { type: 'OPEN', index: 0, slides: [] },
  ],
};

export default inputs;
