/** Every delay a widget waits, in milliseconds. Machines use these as `after` delays. */
export const TIMINGS = {
  /** The cart-update announcement waits this long after the update. */
  cartAnnouncement: 1000,
  /** The first alert or notice on a page receives focus after this long. */
  noticeFocus: 500,
  /** The result-count line is announced again this long after the page loads. */
  resultCountAnnouncement: 2000,
  /** Scrolling to notices lasts this long, with the offset below. */
  noticeScroll: 1000,
  noticeScrollOffsetPx: 100,
  /** Field help descriptions slide in over this long. */
  helpSlide: 250,
  /** Fragments being updated fade to 0.6 over this long. */
  fragmentFade: 400,
  /** Desktop link prefetch after hovering this long. */
  prefetchHover: 60,
  /** Mobile prefetch observes the viewport from this long after load. */
  prefetchObserveDelay: 1000,
  /** A script chunk still loading after this long has failed: the page says so and the widget keeps its plain form. */
  chunkTimeout: 120_000,
  /** Resize handling of sticky elements (the header's height) waits for the window to rest this long. */
  stickyResize: 300,
  /** Resize handling of motion effects (scroll-in sections) waits for the window to rest this long. */
  motionResize: 200,
  /** A video player's state (started, ended) is read this often while its lightbox is open. */
  videoPoll: 350,
} as const;
