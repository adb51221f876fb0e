/** On a menu's button while React has not hydrated it: the early script opens its panel instead. */
export const EARLY_TOGGLE_ATTRIBUTE = "data-early-toggle";
/** On a panel the early script opened (styled open with the `data-early-open:` variant). */
export const EARLY_OPEN_ATTRIBUTE = "data-early-open";

/**
 * Run inline in <head>: until React has hydrated the navigation (seconds on a slow phone), a press on
 * a menu button carrying EARLY_TOGGLE_ATTRIBUTE opens or closes the panel it controls, so the phone's
 * menu never ignores a tap. It listens first (the window, capturing) and keeps the press from React,
 * which would otherwise replay it once hydrated and toggle the panel a second time.
 */
export const EARLY_TOGGLE_SCRIPT = `addEventListener("click",function(e){var b=e.target instanceof Element&&e.target.closest("[${EARLY_TOGGLE_ATTRIBUTE}]"),p=b&&document.getElementById(b.getAttribute("aria-controls"));if(!p)return;e.stopImmediatePropagation();var o=!p.hasAttribute("${EARLY_OPEN_ATTRIBUTE}");p.toggleAttribute("${EARLY_OPEN_ATTRIBUTE}",o);b.setAttribute("aria-expanded",String(o))},true)`;
