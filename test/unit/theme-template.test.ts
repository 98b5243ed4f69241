import { describe, expect, it } from 'vitest';
import { themeTemplateId } from '../../domain/themeTemplate';

describe('?theme_template_id=', () => {
  it('names a template by its positive whole-number id', () => {
    expect(themeTemplateId('?theme_template_id=3')).toBe(3);
    expect(themeTemplateId('?orderby=price&theme_template_id=2147483647')).toBe(2147483647);
  });

  it('is no id when absent, empty, not a whole number, zero, padded or too large', () => {
    for (const search of [
      '',
      '?theme_template_id=',
      '?theme_template_id=abc',
      '?theme_template_id=0',
      '?theme_template_id=03',
      '?theme_template_id=1.5',
      '?theme_template_id=-2',
      '?theme_template_id=2147483648',
      '?theme_template_id=3"]',
    ]) {
      expect(themeTemplateId(search), search).toBeNull();
    }
  });
});
