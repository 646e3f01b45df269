import { WIDGET_CATEGORIES, WIDGET_TYPE_INFO, widgetTypesForEdition } from '@tafino/shared';
import { describe, expect, it } from 'vitest';
import { widgetCount, widgetGroups } from './widget-catalogue.ts';

describe('widget catalogue of the product pages', () => {
  it.each(['PrimaryGradeLevel', 'SecondaryGradeLevel'] as const)(
    'lists every widget of %s exactly once, grouped by category in catalogue order',
    (edition) => {
      const groups = widgetGroups(edition);
      const listed = groups.flatMap((group) => group.widgets.map((widget) => widget.key));
      expect([...listed].sort()).toEqual([...widgetTypesForEdition(edition)].sort());
      expect(widgetCount(edition)).toBe(listed.length);
      const order = groups.map((group) => WIDGET_CATEGORIES.indexOf(group.category));
      expect(order).toEqual([...order].sort((a, b) => a - b));
      for (const group of groups) {
        expect(group.widgets.length).toBeGreaterThan(0);
        for (const widget of group.widgets) {
          expect(WIDGET_TYPE_INFO[widget.key].category).toBe(group.category);
          expect(widget.name).toBe(WIDGET_TYPE_INFO[widget.key].displayName);
        }
      }
    },
  );

  it('keeps edition-only widgets in their edition', () => {
    const names = (edition: 'PrimaryGradeLevel' | 'SecondaryGradeLevel') =>
      widgetGroups(edition).flatMap((group) => group.widgets.map((widget) => widget.key));
    expect(names('PrimaryGradeLevel')).toContain('ReadTheClock');
    expect(names('PrimaryGradeLevel')).not.toContain('Fractions');
    expect(names('SecondaryGradeLevel')).toContain('Fractions');
    expect(names('SecondaryGradeLevel')).not.toContain('MoneySticker');
  });
});
