/** The id of the stylesheet react-draggable adds once to hide text selection while something is dragged. */
export const DRAGGABLE_STYLE_ID = 'react-draggable-style-el';

/**
 * react-draggable (under the grid's drags and resize grips) hides text selection during a drag with a class
 * on <body> and the rule `.react-draggable-transparent-selection *::selection`, in a stylesheet it adds only
 * if none with its id exists. Switching that class restyled every element of the page on each press and
 * release of a widget's handle (about 350 ms at 4x CPU throttling with 50 widgets, measured in a timeline
 * trace). The board provides the stylesheet, empty, so the class matches nothing. A drag never selects text
 * anyway: it starts on the handle or the grip (`user-select: none`), and react-draggable clears any
 * selection when it ends.
 */
export function disarmDragSelectionStyle(doc: Document): void {
  let style = doc.getElementById(DRAGGABLE_STYLE_ID);
  if (!style) {
    style = doc.createElement('style');
    style.id = DRAGGABLE_STYLE_ID;
    doc.head.append(style);
  }
  style.textContent = '';
}
