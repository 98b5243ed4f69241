import type { Slide } from './actionLinks';

/** What a slide is called: its title, or what it is. */
export function slideTitle(slide: Slide): string {
  return slide.title ?? (slide.type === 'image' ? 'Image' : 'Video');
}

/** A slideshow's current slide as said to screen readers: "Giant Soup Mug, side view, 2 of 3". */
export function slideAnnouncement(slides: readonly Slide[], index: number): string {
  const slide = slides[index];
  return slide ? `${slideTitle(slide)}, ${index + 1} of ${slides.length}` : '';
}

/** The caption track of a shop video (`/media/video/<name>.webm` has `<name>.vtt`), or null. */
export function captionsOf(src: string): string | null {
  const match = /^\/media\/video\/([a-z0-9-]{1,120})\.webm$/.exec(src);
  return match ? `/media/video/${match[1]}.vtt` : null;
}
