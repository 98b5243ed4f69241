import type { lightboxMachine } from '../../../machines/lightbox';
import type { ModelInputs } from '../harness';

const inputs: ModelInputs<typeof lightboxMachine> = {
  input: { pageWide: false },
  inputs: [{ pageWide: true }],
  sampleEvents: [
    { type: 'OPEN_LINK', href: '#statefront-action%3Aaction%3Dlightbox%26settings%3D' },
    {
      type: 'xstate.done.actor.gatherSlides',
      output: {
        index: 1,
        slides: [
          { type: 'image', src: '/media/products/giant-soup-mug.svg', title: 'Giant Soup Mug' },
          { type: 'image', src: '/media/products/giant-soup-mug.svg?view=2', title: 'Giant Soup Mug (side view)' },
        ],
      },
    },
    // A link the rules refuse gathers nothing.
    { type: 'xstate.done.actor.gatherSlides', output: null },
  ],
};

export default inputs;
