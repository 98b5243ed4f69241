import { describe, expect, it } from 'vitest';
import socialEmbed from '../../content-widgets/social-embed/server';
import { embedAllowed } from '../../domain/embed';
import { ConfigError, readConfig } from '../../server/config';
import { contentSecurityPolicy } from '../../server/plugins/security-headers';

const frameSrc = (policy: string) => policy.split('; ').find((d) => d.startsWith('frame-src '));

describe('EMBED_ORIGINS', () => {
  it("defaults to the shop itself ('self')", () => {
    expect(readConfig({}).shop.embedOrigins).toEqual(["'self'"]);
  });

  it('reads comma-separated origins, a trailing slash and spaces forgiven', () => {
    const origins = readConfig({
      EMBED_ORIGINS: " 'self', https://www.youtube-nocookie.com/ ,https://player.vimeo.com",
    }).shop.embedOrigins;
    expect(origins).toEqual(["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
  });

  it.each(['https://www.youtube.com/embed', 'youtube.com', 'javascript:alert(1)', 'ftp://files.example.com'])(
    'refuses %s with one line naming the variable',
    (value) => {
      expect(() => readConfig({ EMBED_ORIGINS: value })).toThrow(ConfigError);
      expect(() => readConfig({ EMBED_ORIGINS: value })).toThrow(
        `EMBED_ORIGINS must be comma-separated origins like 'self',https://www.youtube-nocookie.com (scheme and host, no path), not "${value}"`,
      );
    },
  );

  it('is the CSP frame-src; none listed frames nothing', () => {
    expect(frameSrc(contentSecurityPolicy(false))).toBe("frame-src 'self'");
    expect(frameSrc(contentSecurityPolicy(false, { frameSrc: ["'self'", 'https://player.vimeo.com'] }))).toBe(
      "frame-src 'self' https://player.vimeo.com",
    );
    expect(frameSrc(contentSecurityPolicy(false, { frameSrc: [] }))).toBe("frame-src 'none'");
  });
});

describe('which embeds may be framed', () => {
  const shop = 'http://127.0.0.1:3107';
  it("a path on the shop only with 'self'; another site only when listed", () => {
    expect(embedAllowed('/media/embed/demo/', ["'self'"], shop)).toBe(true);
    expect(embedAllowed('/media/embed/demo/', ['https://player.vimeo.com'], shop)).toBe(false);
    expect(embedAllowed('https://player.vimeo.com/video/1', ["'self'"], shop)).toBe(false);
    expect(embedAllowed('https://player.vimeo.com/video/1', ['https://player.vimeo.com'], shop)).toBe(true);
  });

  it('settings refuse a URL that is neither a shop path nor https', () => {
    for (const url of ['//evil.example/x', 'http://example.com/', 'javascript:alert(1)', 'data:text/html,hi']) {
      expect(socialEmbed.settings.safeParse({ title: 'A video', url }).success).toBe(false);
    }
    expect(socialEmbed.settings.parse({ title: 'A video', url: '/media/embed/demo/' })).toEqual({
      title: 'A video',
      url: '/media/embed/demo/',
      kind: 'video',
    });
  });
});
