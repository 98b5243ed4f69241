/** One picture of a product gallery: `href` is the full-size image, `action` its lightbox link. */
export interface GalleryImage {
  href: string;
  title: string;
  action: string;
  /** For a video (`href` its file): the picture its thumbnail shows. */
  poster?: string;
}
