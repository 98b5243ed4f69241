import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { searchEngineOf } from '../../domain/searchEngines';
import type { ClassifierInput, TrafficRecord, TrafficSource } from '../../domain/trafficRules';
import { trafficSourceMachine } from '../../machines/trafficSource';

const SITE = 'https://shop.test';

function classify(over: Partial<ClassifierInput>): TrafficSource {
  const input: ClassifierInput = {
    url: `${SITE}/shop/`,
    referrer: '',
    siteHost: 'shop.test',
    sessionActive: false,
    existing: null,
    ...over,
  };
  const actor = createActor(trafficSourceMachine, { input }).start();
  const snapshot = actor.getSnapshot();
  expect(snapshot.status).toBe('done');
  return snapshot.output as TrafficSource;
}

/** The fields no rule filled. */
const unset = {
  campaign: '(none)',
  content: '(none)',
  term: '(none)',
  id: '(none)',
  platform: '(none)',
  format: '(none)',
  tactic: '(none)',
};

const earlier: TrafficRecord = {
  type: 'referral',
  source: 'blog.example',
  medium: 'referral',
  campaign: '(none)',
  content: '/post/',
  term: '(none)',
  id: '(none)',
  platform: '(none)',
  format: '(none)',
  tactic: '(none)',
};

describe('traffic-type classifier (utm, organic, referral or typein, first matching rule wins)', () => {
  it('rule 1: campaign parameters make it utm, every utm_* field recorded', () => {
    const { rule, record } = classify({
      url: `${SITE}/shop/?utm_source=newsletter&utm_medium=email&utm_campaign=winter&utm_content=hero&utm_term=mugs&utm_id=42&utm_source_platform=mailer&utm_creative_format=banner&utm_marketing_tactic=retention`,
    });
    expect(rule).toBe('utm');
    expect(record).toEqual({
      type: 'utm',
      source: 'newsletter',
      medium: 'email',
      campaign: 'winter',
      content: 'hero',
      term: 'mugs',
      id: '42',
      platform: 'mailer',
      format: 'banner',
      tactic: 'retention',
    });
  });

  it('rule 1: one campaign parameter is enough; the missing fields are (none)', () => {
    const { record } = classify({ url: `${SITE}/?utm_campaign=spring` });
    expect(record).toMatchObject({ type: 'utm', source: '(none)', medium: '(none)', campaign: 'spring' });
  });

  it('rule 1: a campaign parameter present but empty still makes it utm, its empty fields recorded empty', () => {
    const google = 'https://www.google.com/';
    expect(classify({ url: `${SITE}/?utm_source=&utm_medium=`, referrer: google })).toEqual({
      rule: 'utm',
      record: {
        type: 'utm',
        source: '',
        medium: '',
        ...unset,
      },
    });
    // As sourcebuster.js records them: the five classic fields keep the empty value, the
    // id and the three newer fields fall back to (none).
    expect(
      classify({
        url: `${SITE}/?utm_campaign=&utm_content=&utm_term=&utm_id=&utm_source_platform=&utm_creative_format=`,
      }).record,
    ).toMatchObject({ campaign: '', content: '', term: '', id: '(none)', platform: '(none)', format: '(none)' });
    // An empty campaign field wins over a paid click's network default, as a filled one does.
    expect(classify({ url: `${SITE}/?gclid=abc&utm_source=` }).record).toMatchObject({ source: '', medium: 'cpc' });
  });

  it('rule 1: a paid-click id (gclid, yclid, msclkid) counts as utm with its network as source', () => {
    expect(classify({ url: `${SITE}/?gclid=abc` }).record).toMatchObject({
      type: 'utm',
      source: 'google',
      medium: 'cpc',
      campaign: 'google_cpc',
    });
    expect(classify({ url: `${SITE}/?yclid=1` }).record).toMatchObject({ source: 'yandex', medium: 'cpc' });
    expect(classify({ url: `${SITE}/?msclkid=x` }).record).toMatchObject({ source: 'bing', medium: 'cpc' });
    // Explicit utm values win over the network's defaults.
    expect(classify({ url: `${SITE}/?gclid=abc&utm_campaign=sale` }).record).toMatchObject({
      source: 'google',
      campaign: 'sale',
    });
  });

  it('rule 2: a referrer from a known search engine makes it organic, named by the engine', () => {
    for (const [referrer, engine] of [
      ['https://www.google.com/', 'google'],
      ['https://www.google.co.uk/', 'google'],
      ['https://www.bing.com/search?q=mug', 'bing'],
      ['https://search.yahoo.com/', 'yahoo'],
      ['https://yandex.ru/', 'yandex'],
      ['https://www.baidu.com/', 'baidu'],
      ['https://duckduckgo.com/', 'duckduckgo'],
    ] as const) {
      expect(classify({ referrer }).record, referrer).toMatchObject({
        type: 'organic',
        source: engine,
        medium: 'organic',
      });
    }
  });

  it('rule 2 is by host: a Google product that is not search, or a look-alike, is not organic', () => {
    expect(searchEngineOf('mail.google.com')).toBeUndefined();
    expect(searchEngineOf('notgoogle.com')).toBeUndefined();
    expect(searchEngineOf('bing.com.evil.example')).toBeUndefined();
    expect(classify({ referrer: 'https://mail.google.com/mail/' }).rule).toBe('referral');
  });

  it('rule 3: an external referrer with no session running makes it referral', () => {
    const { record } = classify({ referrer: 'https://www.blog.example/post/mugs?x=1' });
    expect(record).toMatchObject({
      type: 'referral',
      source: 'blog.example',
      medium: 'referral',
      content: '/post/mugs',
    });
  });

  it('rule 3: during a running session an external referrer keeps the existing record', () => {
    expect(classify({ referrer: 'https://blog.example/', sessionActive: true, existing: earlier })).toEqual({
      rule: 'kept',
      record: earlier,
    });
  });

  it('an internal referrer (this site, with or without www) is neither organic nor referral', () => {
    expect(classify({ referrer: `${SITE}/product/mug/` }).rule).toBe('typein');
    expect(classify({ referrer: 'https://www.shop.test/cart/', existing: earlier }).rule).toBe('kept');
  });

  it('rule 4: otherwise the existing record is kept', () => {
    expect(classify({ existing: earlier })).toEqual({ rule: 'kept', record: earlier });
  });

  it('rule 4: with no record, the visit is typein with source (direct) and medium (none)', () => {
    expect(classify({})).toEqual({
      rule: 'typein',
      record: {
        type: 'typein',
        source: '(direct)',
        medium: '(none)',
        ...unset,
      },
    });
  });

  it('the first matching rule decides: campaign over search engine over referral over the kept record', () => {
    const url = `${SITE}/?utm_source=newsletter`;
    const google = 'https://www.google.com/';
    expect(classify({ url, referrer: google, existing: earlier }).rule).toBe('utm');
    expect(classify({ referrer: google, existing: earlier, sessionActive: true }).rule).toBe('organic');
    expect(classify({ referrer: 'https://blog.example/', existing: { ...earlier, type: 'typein' } }).rule).toBe(
      'referral',
    );
  });

  it('a malformed URL or referrer classifies without failing', () => {
    expect(classify({ url: 'not a url', referrer: 'also not' }).rule).toBe('typein');
    expect(classify({ referrer: 'android-app://com.example/' }).rule).toBe('typein');
  });
});
