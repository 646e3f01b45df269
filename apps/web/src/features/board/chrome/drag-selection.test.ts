import { afterEach, describe, expect, it } from 'vitest';
import { DRAGGABLE_STYLE_ID, disarmDragSelectionStyle } from './drag-selection.ts';

describe('disarmDragSelectionStyle', () => {
  afterEach(() => document.getElementById(DRAGGABLE_STYLE_ID)?.remove());

  it('adds the empty stylesheet react-draggable looks for, once', () => {
    disarmDragSelectionStyle(document);
    disarmDragSelectionStyle(document);
    const sheets = document.querySelectorAll(`style#${DRAGGABLE_STYLE_ID}`);
    expect(sheets).toHaveLength(1);
    expect(sheets[0]?.textContent).toBe('');
  });

  it('empties the rule react-draggable wrote before the board opened', () => {
    const style = document.createElement('style');
    style.id = DRAGGABLE_STYLE_ID;
    style.textContent = '.react-draggable-transparent-selection *::selection {all: inherit;}';
    document.head.append(style);
    disarmDragSelectionStyle(document);
    expect(document.getElementById(DRAGGABLE_STYLE_ID)?.textContent).toBe('');
  });
});
