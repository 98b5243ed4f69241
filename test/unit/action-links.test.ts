import { describe, expect, it } from 'vitest';
import {
  gatherSlides,
  lightboxHref,
  parseActionHref,
  parseLightboxHref,
  sameOriginPath,
  videoSrc,
} from '../../domain/actionLinks';

const origin = 'https://shop.test';
const b64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
/** A link as a page builder writes it: `#` + url-encoded `statefront-action:...`. */
const link = (rest: string) => `#${encodeURIComponent(`statefront-action:${rest}`)}`;
const lightbox = (settings: unknown) => link(`action=lightbox&settings=${b64(JSON.stringify(settings))}`);

describe('lightbox action links', () => {
  it('round-trips image settings, titles with any characters included', () => {
    const href = lightboxHref({
      type: 'image',
      url: '/media/products/mug.svg',
      title: '“Mug” – ÿ 🫖',
      slideshow: 'gallery',
    });
    expect(href.startsWith('#statefront-action%3Aaction%3Dlightbox%26settings%3D')).toBe(true);
    expect(parseLightboxHref(href, origin)).toEqual({
      type: 'image',
      src: '/media/products/mug.svg',
      title: '“Mug” – ÿ 🫖',
      slideshow: 'gallery',
    });
  });

  it('reads links that are not url-encoded, and full page URLs ending in the hash', () => {
    const raw = `#statefront-action:action=lightbox&settings=${b64('{"type":"image","url":"/a.svg"}')}`;
    expect(parseLightboxHref(raw, origin)).toEqual({ type: 'image', src: '/a.svg' });
    expect(parseLightboxHref(`https://shop.test/product/x/${raw}`, origin)).toEqual({ type: 'image', src: '/a.svg' });
  });

  it('keeps the description of an image and resolves relative and absolute same-origin URLs', () => {
    expect(
      parseLightboxHref(
        lightbox({ type: 'image', url: 'https://shop.test/p.svg?view=2', description: 'Side' }),
        origin,
      ),
    ).toEqual({
      type: 'image',
      src: '/p.svg?view=2',
      description: 'Side',
    });
  });

  it.each([
    ['no hash', '/media/a.svg'],
    ['another hash', '#reviews'],
    [
      'another builder',
      `#${encodeURIComponent(`elementor-action:action=lightbox&settings=${b64('{"type":"image","url":"/a.svg"}')}`)}`,
    ],
    ['an unknown action', link(`action=popup&settings=${b64('{"type":"image","url":"/a.svg"}')}`)],
    ['no action', link(`settings=${b64('{"type":"image","url":"/a.svg"}')}`)],
    ['no settings', link('action=lightbox')],
    ['broken url-encoding', '#statefront-action%3Aaction%3Dlightbox%26settings%3D%E0%A4%A'],
    ['malformed base64', link('action=lightbox&settings=not*base64!')],
    ['truncated base64', link(`action=lightbox&settings=${b64('{"type":"image","url":"/a.svg"}').slice(0, -3)}`)],
    ['bad JSON', link(`action=lightbox&settings=${b64('{"type":"image",')}`)],
    ['JSON that is not an object', link(`action=lightbox&settings=${b64('"image"')}`)],
    ['bytes that are not UTF-8', link(`action=lightbox&settings=${btoa('\xff\xfe{}')}`)],
  ])('ignores a link with %s', (_, href) => {
    expect(parseLightboxHref(href, origin)).toBeNull();
  });

  it.each([
    ['an unknown type', { type: 'audio', url: '/a.mp3' }],
    ['a numeric url', { type: 'image', url: 42 }],
    ['no url', { type: 'image' }],
    ['a numeric title', { type: 'image', url: '/a.svg', title: 7 }],
    ['an unknown video type', { type: 'video', videoType: 'dailymotion', url: 'https://dailymotion.com/x' }],
    ['a slideshow id with markup', { type: 'image', url: '/a.svg', slideshow: '"><img>' }],
  ])('ignores settings with %s', (_, settings) => {
    expect(parseLightboxHref(lightbox(settings), origin)).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'https://evil.example/a.svg',
    '//evil.example/a.svg',
    'http://shop.test/a.svg',
  ])('refuses the image URL %j', (url) => {
    expect(parseLightboxHref(lightbox({ type: 'image', url }), origin)).toBeNull();
  });

  it('keeps a title with markup as text (React escapes it when shown)', () => {
    const slide = parseLightboxHref(
      lightbox({ type: 'image', url: '/a.svg', title: '<img src=x onerror=alert(1)>' }),
      origin,
    );
    expect(slide?.title).toBe('<img src=x onerror=alert(1)>');
  });

  it('parses the action and its raw settings of any action link', () => {
    expect(parseActionHref(link('action=popup&settings=e30='))).toEqual({ action: 'popup', settings: 'e30=' });
    expect(parseActionHref('#statefront-action:action=lightbox')).toEqual({ action: 'lightbox' });
    expect(parseActionHref('#top')).toBeNull();
  });
});

describe('video URL rules', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
  ])('embeds the YouTube video %s from the no-cookie host', (url, src) => {
    expect(videoSrc('youtube', url, origin)).toBe(src);
  });

  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('embeds the Vimeo video %s from the player host', (url, src) => {
    expect(videoSrc('vimeo', url, origin)).toBe(src);
  });

  it.each([
    ['youtube', 'https://youtube.evil.example/watch?v=dQw4w9WgXcQ'],
    ['youtube', 'https://www.youtube.com/watch?v=short'],
    ['youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ"onload="x'],
    ['youtube', 'javascript:alert(1)//youtu.be/dQw4w9WgXcQ'],
    ['youtube', 'https://vimeo.com/76979871'],
    ['vimeo', 'https://vimeo.com/not-a-number'],
    ['vimeo', 'https://player.vimeo.com.evil.example/video/1'],
    ['vimeo', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['hosted', 'https://cdn.example/video.mp4'],
    ['hosted', 'javascript:alert(1)'],
  ] as const)('refuses a %s video at %s', (videoType, url) => {
    expect(videoSrc(videoType, url, origin)).toBeNull();
  });

  it('plays hosted videos from this origin and keeps video settings', () => {
    expect(videoSrc('hosted', '/media/demo.mp4', origin)).toBe('/media/demo.mp4');
    expect(
      parseLightboxHref(lightbox({ type: 'video', videoType: 'vimeo', url: 'https://vimeo.com/1' }), origin),
    ).toEqual({
      type: 'video',
      videoType: 'vimeo',
      src: 'https://player.vimeo.com/video/1',
    });
  });

  it('accepts only http(s) same-origin paths', () => {
    expect(sameOriginPath('/a.svg', 'https://shop.test')).toBe('/a.svg');
    expect(sameOriginPath('http://[bad', 'https://shop.test')).toBeNull();
    expect(sameOriginPath('/a.svg', 'not an origin')).toBeNull();
  });
});

describe('slideshows', () => {
  const image = (url: string, slideshow?: string) =>
    lightbox(slideshow ? { type: 'image', url, slideshow } : { type: 'image', url });

  it('gathers every valid link sharing the clicked link’s slideshow, in page order', () => {
    const hrefs = [
      image('/1.svg', 'a'),
      image('/x.svg', 'b'),
      image('/2.svg', 'a'),
      image('javascript:x', 'a'),
      image('/3.svg', 'a'),
    ];
    const found = gatherSlides(hrefs, 2, origin);
    expect(found?.slides.map((s) => s.src)).toEqual(['/1.svg', '/2.svg', '/3.svg']);
    expect(found?.index).toBe(1);
  });

  it('opens a link without a slideshow alone, and nothing for an invalid or missing link', () => {
    expect(gatherSlides([image('/1.svg'), image('/2.svg')], 1, origin)).toEqual({
      slides: [{ type: 'image', src: '/2.svg' }],
      index: 0,
    });
    expect(gatherSlides([image('javascript:x', 'a'), image('/2.svg', 'a')], 0, origin)).toBeNull();
    expect(gatherSlides([image('/2.svg', 'a')], -1, origin)).toBeNull();
  });
});
